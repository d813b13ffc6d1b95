import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { Messages } from '../../src/domain/messages';
import { classNoticeDialogMachine } from '../../src/machines/class-notice-dialog.machine';
import { systemMessageDialogMachine } from '../../src/machines/system-message-dialog.machine';
import { ApiError } from '../../src/services/api-errors';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';
import { scenarioPath } from './scenario';

const message = { mid: 41, title: 'Schedule change', content: 'Your Thursday class moves to 20:30.' };
const input = { message };
const refused = new ApiError('business', 'This notice has already been answered.', 1);

function recording<T extends AnyStateMachine>(logic: T, actors: Record<string, unknown>) {
  const told: Array<{ type: string; params: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void told.push({ type, params });
  const machine = (logic as AnyStateMachine).provide({
    actors: actors as never,
    actions: {
      reportError: record('reportError'),
      reportClosed: ({ context }: { context: { changed: boolean } }) => told.push({ type: 'reportClosed', params: context.changed }),
    },
  }) as T;
  return { machine, told };
}

describe('class notice dialog (model-based)', () => {
  const { machine } = recording(classNoticeDialogMachine, { 'accept notice': pendingPromise(), 'refuse notice': pendingPromise() });
  const ev = {
    accept: { type: 'notice.accept' },
    refuse: { type: 'notice.refuse' },
    dismiss: { type: 'notice.dismiss' },
    blank: { type: 'reason.change', reason: '   ' },
    reason: { type: 'reason.change', reason: '  I teach another student then.  ' },
    cancel: { type: 'reason.cancel' },
    submit: { type: 'reason.submit' },
    accepted: { type: 'xstate.done.actor.accept', output: true },
    acceptFailed: { type: 'xstate.error.actor.accept', error: refused },
    refusedOk: { type: 'xstate.done.actor.refuse', output: true },
    refuseFailed: { type: 'xstate.error.actor.refuse', error: refused },
  } satisfies Record<string, EventObject & Record<string, unknown>>;

  const scenario = (sequence: EventObject[]) => scenarioPath(machine, sequence, input);
  const replay = (sequence: EventObject[]) => {
    const run = recording(classNoticeDialogMachine, { 'accept notice': pendingPromise(), 'refuse notice': pendingPromise() });
    const { actor } = replayPath(run.machine, scenario(sequence), { input });
    return { snapshot: actor.getSnapshot(), told: run.told };
  };

  it('reaches every transition, asserting state and context at every step', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), input });
    expect(paths.length).toBeGreaterThan(15);
    expectEveryTransitionCovered(machine, paths, { input });
  });

  it('Read and Accept answers the notice and closes it, changed', () => {
    const { snapshot, told } = replay([ev.accept, ev.accepted]);
    expect(snapshot.status).toBe('done');
    expect(told).toEqual([{ type: 'reportClosed', params: true }]);
  });

  it("Refuse opens the reason dialog; an empty (or blank) reason says 'pls give the reason why u Refuse'", () => {
    const { snapshot } = replay([ev.refuse, ev.submit, ev.reason, ev.blank, ev.submit]);
    expect(snapshot.value).toBe('reason');
    expect(snapshot.context.reasonError).toBe(Messages.refuseReasonRequired);
  });

  it('Cancel in the reason dialog reopens the notice; Submit sends the trimmed reason and closes', () => {
    expect(replay([ev.refuse, ev.reason, ev.cancel]).snapshot.value).toBe('notice');
    const path = scenario([ev.refuse, ev.reason, ev.submit, ev.refusedOk]);
    const inputs: unknown[] = [];
    const run = recording(classNoticeDialogMachine, {
      'accept notice': pendingPromise(),
      'refuse notice': pendingPromise(),
    });
    replayPath(run.machine, path, {
      input,
      onStep: (snapshot) => {
        const child = (snapshot as { children: Record<string, { options?: { input?: unknown } } | undefined> }).children.refuse;
        if (child) inputs.push(child.options?.input);
      },
    });
    expect(inputs).toEqual([{ mid: 41, reason: 'I teach another student then.' }]);
    expect(run.told).toEqual([{ type: 'reportClosed', params: true }]);
  });

  it('a failed answer shows Msg through the session and stays where it was', () => {
    const accept = replay([ev.accept, ev.acceptFailed]);
    expect(accept.snapshot.value).toBe('notice');
    expect(accept.told).toEqual([{ type: 'reportError', params: refused }]);
    expect(replay([ev.refuse, ev.reason, ev.submit, ev.refuseFailed]).snapshot.value).toBe('reason');
  });

  it('closing without an answer leaves it pending (not changed)', () => {
    expect(replay([ev.dismiss]).told).toEqual([{ type: 'reportClosed', params: false }]);
  });
});

describe('system message dialog (model-based)', () => {
  const { machine } = recording(systemMessageDialogMachine, { 'mark system message read': pendingPromise() });
  const ev = {
    noted: { type: 'system.noted' },
    dismiss: { type: 'system.dismiss' },
    read: { type: 'xstate.done.actor.markRead', output: true },
    failed: { type: 'xstate.error.actor.markRead', error: refused },
  };

  it('reaches every transition; Noted marks read and closes, a failure shows Msg and stays open', () => {
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)), input });
    expectEveryTransitionCovered(machine, paths, { input });
    const noted = scenarioPath(machine, [ev.noted, ev.failed, ev.noted, ev.read], input);
    const run = recording(systemMessageDialogMachine, { 'mark system message read': pendingPromise() });
    const { actor } = replayPath(run.machine, noted, { input });
    expect(actor.getSnapshot().status).toBe('done');
    expect(run.told).toEqual([
      { type: 'reportError', params: refused },
      { type: 'reportClosed', params: true },
    ]);
  });
});
