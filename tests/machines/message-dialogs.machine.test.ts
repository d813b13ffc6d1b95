import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { SystemSetting } from '../../src/domain/system-setting';
import type { UserState } from '../../src/domain/user';
import { messageDialogsMachine } from '../../src/machines/message-dialogs.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { expectEveryTransitionCovered, generatePaths, silentCallback } from './path-testing';

const notice = { kind: 'classNotice', message: { mid: 41, title: 'Schedule change', content: 'Moved to 20:30.' } } as const;
const request = { kind: 'classRequest', request: { id: 7, classID: 880001, dialog: 'A trial class.', isPopUpPoint: false }, sound: true } as const;
const ev = {
  openNotice: { type: 'dialog.open', dialog: notice },
  openRequest: { type: 'dialog.open', dialog: request },
  openAttendance: { type: 'dialog.open', dialog: { kind: 'attendance' } },
  noticeAnswered: { type: 'dialog.closed', id: 'classNotice:41', changed: true },
  requestClosedElsewhere: { type: 'dialog.closed', id: 'classRequest:7', changed: false },
  closeAll: { type: 'dialogs.closeAll' },
  failed: { type: 'api.failed', error: new Error('Msg') },
  upload: { type: 'upload.start', fileCode: 'f1', moduleName: 'Absent', file: null },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const told: unknown[] = [];
  const machine = messageDialogsMachine.provide({
    actors: {
      classNoticeDialog: silentCallback() as never,
      systemMessageDialog: silentCallback() as never,
      attendanceDialog: silentCallback() as never,
      classRequestPopup: silentCallback() as never,
    },
    actions: {
      passToSession: ({ event }) => void told.push(event),
      reportChanged: (_, dialogId) => void told.push({ changed: dialogId }),
    },
  });
  return { machine, told };
}

/** Open dialogs are actor references, new on every replay: compared by their ids. */
const openIds = (context: { dialogs: Record<string, unknown> }) => Object.keys(context.dialogs);

describe('message dialogs host (model-based)', () => {
  it('reaches every transition, asserting the open dialogs at every step', () => {
    const { machine } = recorded();
    const paths = generatePaths(machine, {
      events: Object.values(ev),
      serializeState: (snapshot) => JSON.stringify(openIds(snapshot.context as never)),
    });
    expect(paths.length).toBeGreaterThan(20);
    expectEveryTransitionCovered(machine, paths, { context: openIds });
  });

  it('opens one dialog per message, closes it by id, tells the session what changed, and closes all when the tutor leaves', () => {
    const { machine, told } = recorded();
    const actor = createActor(machine).start();
    actor.send(ev.openNotice as never);
    actor.send(ev.openNotice as never);
    actor.send(ev.openRequest as never);
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['classNotice:41', 'classRequest:7']);
    actor.send(ev.noticeAnswered as never);
    actor.send(ev.requestClosedElsewhere as never);
    expect(actor.getSnapshot().children).toEqual({});
    expect(told).toEqual([{ changed: 'classNotice:41' }]);
    actor.send(ev.openAttendance as never);
    actor.send(ev.closeAll as never);
    expect(actor.getSnapshot().context.dialogs).toEqual({});
  });
});

describe('the session runs realtime and the message dialogs for the signed-in tutor', () => {
  it('starts realtime with the tutor and the setting, forwards dialog events to the signed-in parts, and stops both on sign-out', async () => {
    const heard: EventObject[] = [];
    const listening = fromCallback(({ receive }) => receive((event: EventObject) => void heard.push(event)));
    const session = sessionMachine.provide({
      actors: {
        routeGuard: silentCallback() as never,
        singleSignOn: silentCallback() as never,
        followUpLoads: silentCallback(),
        logout: fromPromise(async () => {}),
        signedInParts: listening as never,
      },
      actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
    });
    const actor = createActor(session, { input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://x', routes: [] } }).start();
    actor.send({ type: 'session.settingLoaded', setting: { IsEnableSignalrNotice: true, SignalrNoticeHubUrl: '/hubs/notice' } as SystemSetting });
    actor.send({ type: 'session.userLoaded', user: { tuid: 100231, roles: ['teacher'] } as unknown as UserState });
    actor.send({ type: 'session.started' });
    actor.send(ev.openNotice as never);
    actor.send(ev.noticeAnswered as never);
    actor.send({ type: 'messages.changed', from: 'page' });
    actor.send({ type: 'session.logout' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([
      { type: 'realtime.start', teacherId: 100231, enabled: true, hubUrl: '/hubs/notice' },
      ev.openNotice,
      ev.noticeAnswered,
      { type: 'messages.changed', from: 'page' },
      { type: 'realtime.stop' },
      { type: 'dialogs.closeAll' },
    ]);
  });
});
