import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ClassroomLink } from '../../src/domain/class-table';
import type { OpenClassTable } from '../../src/domain/public-class';
import { publicClassMachine } from '../../src/machines/public-class.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const table: OpenClassTable = {
  ServerTime: '2026-11-23T02:10:00.000Z',
  Classes: [
    {
      ClassId: 9,
      StartTime: '2026-11-23T02:00:00.000Z',
      EndTime: '2026-11-23T03:00:00.000Z',
      Status: 'booked',
      CourseName: 'Public class',
      ToolName: 'AClassroom',
      CanJoin: true,
    },
  ],
};
const link: ClassroomLink = { Url: 'https://aclassroom.example/join?room=r1', Room: 'r1', Token: 't', ToolName: 'AClassroom', ForClient: false };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('public class machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const machine = publicClassMachine.provide({ actors: { checkTeacher: pendingPromise(), loadTable: pendingPromise(), joinClass: pendingPromise() } });
    const events = withActorEventsWhereRunning([
      { type: 'xstate.done.actor.0.publicClass.checking', output: true },
      { type: 'xstate.done.actor.0.publicClass.checking', output: false },
      { type: 'xstate.error.actor.0.publicClass.checking', error: new Error('offline') },
      { type: 'xstate.done.actor.0.publicClass.loading', output: table },
      { type: 'xstate.error.actor.0.publicClass.loading', error: new Error('offline') },
      { type: 'xstate.done.actor.0.publicClass.joining', output: link },
      { type: 'xstate.error.actor.0.publicClass.joining', error: new Error('The classroom opens 15 minutes before the class.') },
      { type: 'public.join', classId: 9 },
      { type: 'public.reload' },
      { type: 'public.dismiss' },
    ]);
    const paths = generatePaths(machine, { events, limit: 5000 });
    expect(paths.length).toBeGreaterThan(8);
    expectEveryTransitionCovered(machine, paths);
  });

  it('loads nothing more for a tutor who may not teach public classes', async () => {
    const loaded: string[] = [];
    const machine = publicClassMachine.provide({
      actors: {
        checkTeacher: fromPromise(async () => false),
        loadTable: fromPromise<OpenClassTable>(async () => {
          loaded.push('table');
          return table;
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(loaded).toEqual([]);
  });

  it('opens the window in the click, sends it to the link, and closes it on a refusal', async () => {
    const windows: string[] = [];
    let refuse = false;
    const machine = publicClassMachine.provide({
      actors: {
        checkTeacher: fromPromise(async () => true),
        loadTable: fromPromise<OpenClassTable>(async () => table),
        joinClass: fromPromise<ClassroomLink, { classId: number }>(async ({ input }) => {
          if (refuse) throw new Error('This class is over.');
          return { ...link, Room: String(input.classId) };
        }),
      },
      actions: {
        openPendingWindow: () => windows.push('open'),
        showClassroom: (_, url: string) => windows.push(`show ${url}`),
        closePendingWindow: () => windows.push('close'),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    await settle();
    actor.send({ type: 'public.join', classId: 9 });
    expect(windows).toEqual(['open']);
    await settle();
    expect(actor.getSnapshot().context.link?.Room).toBe('9');
    refuse = true;
    actor.send({ type: 'public.join', classId: 9 });
    await settle();
    expect(windows).toEqual(['open', `show ${link.Url}`, 'open', 'close']);
    expect(actor.getSnapshot().context.failure).toBe('This class is over.');
    actor.send({ type: 'public.dismiss' });
    expect(actor.getSnapshot().context.failure).toBe('');
  });
});
