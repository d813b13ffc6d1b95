import { describe, expect, it } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, type AnyActorLogic, type AnyActorRef, type EventObject } from 'xstate';
import { signedInPartsMachine } from '../../src/machines/signed-in-parts.machine';
import { MAX_PENDING_COMMANDS, type SignedInPartsContext, type SignedInPartsLogic } from '../../src/machines/signed-in-parts.types';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, silentCallback, withActorEventsWhereRunning } from './path-testing';

const ev = {
  start: { type: 'realtime.start', teacherId: 100231, enabled: true, hubUrl: '/hubs/notice' },
  stop: { type: 'realtime.stop' },
  changed: { type: 'messages.changed', from: 'page' },
  open: { type: 'dialog.open', dialog: { kind: 'attendance' } },
  closed: { type: 'dialog.closed', id: 'attendance', changed: false },
  closeAll: { type: 'dialogs.closeAll' },
  counters: { type: 'counters.updated', counters: { unread: 1, home: 0, notice: 1, warn: 0, remind: 0 } },
  failed: { type: 'api.failed', error: 'refused' },
  revoked: { type: 'session.revoked' },
  upload: { type: 'upload.start', fileCode: 'f1', moduleName: 'Absent', file: { name: 'a.png', size: 1, slice: () => new Blob() } },
} as const;

const fakes = (realtime: AnyActorLogic = silentCallback(), messageDialogs: AnyActorLogic = silentCallback()) =>
  ({ realtime, messageDialogs }) as unknown as SignedInPartsLogic;

describe('signed-in parts machine (model-based)', () => {
  it('reaches every transition, asserting state, the kinds of waiting command and the parts at every step', () => {
    const machine = signedInPartsMachine.provide({ actors: { loadParts: pendingPromise() }, actions: { toSession: () => {} } });
    const events = withActorEventsWhereRunning([
      ...Object.values(ev),
      { type: 'xstate.done.actor.loadParts', output: fakes() },
      { type: 'xstate.error.actor.loadParts', error: new Error('chunk gone') },
    ]);
    // States differ by which kinds of command wait (not their number or order, or the queue would make
    // them endless; order is asserted below) and whether the parts exist (spawned refs differ between
    // the graph and the live actor).
    const model = (context: SignedInPartsContext) => ({
      waiting: [...new Set(context.pending.map((command) => command.type))].sort(),
      realtime: context.realtime !== null,
      messageDialogs: context.messageDialogs !== null,
    });
    const paths = generatePaths(machine, { events, serializeState: (snapshot) => JSON.stringify([snapshot.value, model(snapshot.context)]) });
    expectEveryTransitionCovered(machine, paths, { context: model });
  });
});

/** A session stand-in: hosts the parts and keeps what they report. */
function hostOf(parts: AnyActorLogic) {
  return setup({ types: { context: {} as { reports: EventObject[] } }, actors: { parts } }).createMachine({
    context: { reports: [] },
    invoke: { id: 'parts', src: 'parts' },
    on: { '*': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) } },
  });
}

/** A fake part that keeps what it hears and can be told to send to its parent. */
function listening(heard: EventObject[]) {
  return fromCallback<EventObject>(({ receive, sendBack }) =>
    receive((event) => {
      if (event.type === 'test.sendBack') sendBack((event as unknown as { event: EventObject }).event);
      else heard.push(event);
    }),
  );
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signed-in parts: loading, waiting commands and routing', () => {
  it('loads on the first start, then delivers what waited, in order, each to its part', async () => {
    const realtimeHeard: EventObject[] = [];
    const dialogsHeard: EventObject[] = [];
    let loads = 0;
    const parts = signedInPartsMachine.provide({
      actors: { loadParts: fromPromise(async () => (loads++, fakes(listening(realtimeHeard), listening(dialogsHeard)))) },
    });
    const parent = createActor(hostOf(parts)).start();
    const send = (event: EventObject) => parent.getSnapshot().children.parts!.send(event);
    send(ev.open);
    expect(loads, 'a dialog event alone does not load the chunk').toBe(0);
    send(ev.start);
    send(ev.changed);
    await settle();
    expect(loads).toBe(1);
    expect(realtimeHeard).toEqual([ev.start, ev.changed]);
    expect(dialogsHeard).toEqual([ev.open]);
    const { context } = parent.getSnapshot().children.parts!.getSnapshot() as { context: { realtime: unknown; messageDialogs: unknown } };
    expect(context.realtime, 'the views find the parts in its context').toBeTruthy();
    expect(context.messageDialogs).toBeTruthy();

    send(ev.stop);
    send(ev.start);
    await settle();
    expect(loads, 'a second sign-in in the same page uses the loaded parts').toBe(1);
    expect(realtimeHeard.slice(2)).toEqual([ev.stop, ev.start]);
  });

  it('routes between the parts and passes their reports up to the session', async () => {
    const realtimeHeard: EventObject[] = [];
    const dialogsHeard: EventObject[] = [];
    const parts = signedInPartsMachine.provide({ actors: { loadParts: fromPromise(async () => fakes(listening(realtimeHeard), listening(dialogsHeard))) } });
    const parent = createActor(hostOf(parts)).start();
    parent.getSnapshot().children.parts!.send(ev.start);
    await settle();
    const { realtime, messageDialogs: dialogs } = parent.getSnapshot().children.parts!.getSnapshot().children as Record<
      'realtime' | 'messageDialogs',
      AnyActorRef
    >;
    realtime.send({ type: 'test.sendBack', event: ev.open });
    dialogs.send({ type: 'test.sendBack', event: { type: 'messages.changed', from: 'dialog', dialogId: 'attendance' } });
    for (const report of [ev.counters, ev.failed, ev.revoked, ev.upload]) realtime.send({ type: 'test.sendBack', event: report });
    expect(dialogsHeard, 'realtime opens a dialog').toEqual([ev.open]);
    expect(realtimeHeard.at(-1), "a dialog's change refreshes realtime").toEqual({ type: 'messages.changed', from: 'dialog', dialogId: 'attendance' });
    expect(parent.getSnapshot().context.reports.map((event) => event.type)).toEqual(['counters.updated', 'api.failed', 'session.revoked', 'upload.start']);
  });

  it('drops what a sign-out stops before the parts load', async () => {
    const realtimeHeard: EventObject[] = [];
    const dialogsHeard: EventObject[] = [];
    let finishLoad: (logic: SignedInPartsLogic) => void = () => {};
    const parts = signedInPartsMachine.provide({
      actors: { loadParts: fromPromise(() => new Promise<SignedInPartsLogic>((resolve) => (finishLoad = resolve))) },
    });
    const actor = createActor(parts).start();
    actor.send(ev.start);
    actor.send(ev.open);
    actor.send(ev.stop);
    actor.send(ev.closeAll);
    expect(actor.getSnapshot().context.pending).toEqual([]);
    finishLoad(fakes(listening(realtimeHeard), listening(dialogsHeard)));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(realtimeHeard, 'realtime stays stopped').toEqual([]);
    expect(dialogsHeard).toEqual([]);
  });

  it(`keeps at most ${MAX_PENDING_COMMANDS} waiting commands, the newest`, () => {
    const actor = createActor(signedInPartsMachine.provide({ actors: { loadParts: pendingPromise() } })).start();
    actor.send(ev.start);
    for (let index = 0; index < MAX_PENDING_COMMANDS + 5; index++) actor.send({ type: 'dialog.closed', id: `d${index}`, changed: false });
    const pending = actor.getSnapshot().context.pending;
    expect(pending).toHaveLength(MAX_PENDING_COMMANDS);
    expect(pending.at(-1)).toEqual({ type: 'dialog.closed', id: `d${MAX_PENDING_COMMANDS + 4}`, changed: false });
  });

  it('logs a failed load, keeps the page working without realtime, and tries again at the next start', async () => {
    const failures: unknown[] = [];
    let attempts = 0;
    const parts = signedInPartsMachine.provide({
      actors: {
        loadParts: fromPromise(async () => {
          attempts++;
          if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
          return fakes();
        }),
      },
      actions: { logLoadFailure: (_, error) => void failures.push(error) },
    });
    const actor = createActor(parts).start();
    actor.send(ev.start);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(failures).toHaveLength(1);
    actor.send(ev.open);
    expect(actor.getSnapshot().context.pending, 'nothing waits for parts that did not load').toEqual([]);
    actor.send(ev.start);
    await settle();
    expect(attempts).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
