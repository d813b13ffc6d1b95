import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { ClassRequestPointType } from '../../src/domain/class-request';
import { classRequestPopupMachine } from '../../src/machines/class-request-popup.machine';
import type { ClassRequestPopupInput } from '../../src/machines/class-request-popup.types';
import { eventsWhereActive } from './active-events';
import { pendingPromise, replayPath } from './path-testing';
import { expectEveryTransitionCoveredForInputs, scenarioPath } from './scenario';

const request = { id: 7, classID: 880001, dialog: 'A trial class starts in 2 hours.', isPopUpPoint: true };
const inputs: ClassRequestPopupInput[] = [
  { request, sound: true },
  { request, sound: false },
  { request: { ...request, isPopUpPoint: false }, sound: true },
  { request: { ...request, isPopUpPoint: false }, sound: false },
];
const grabUrl = 'https://orders.partner.example/grab?email=maria%40example.com&nick_name=Maria&tuid=100231&timestamp=1&token=ab';
const ev = {
  close: { type: 'request.close' },
  grab: { type: 'request.grab' },
  closeReported: { type: 'xstate.done.actor.closeReport', output: { grabOrdersUrl: null } },
  closeFailed: { type: 'xstate.error.actor.closeReport', error: new Error('offline') },
  grabReported: { type: 'xstate.done.actor.grabReport', output: { grabOrdersUrl: grabUrl } },
  grabWithoutUrl: { type: 'xstate.done.actor.grabReport', output: { grabOrdersUrl: null } },
  grabFailed: { type: 'xstate.error.actor.grabReport', error: new Error('offline') },
} satisfies Record<string, EventObject & Record<string, unknown>>;

function recorded() {
  const effects: Array<{ type: string; params?: unknown }> = [];
  const record = (type: string) => (_: unknown, params: unknown) => void effects.push(params === undefined ? { type } : { type, params });
  const machine = classRequestPopupMachine.provide({
    actors: { 'send read report': pendingPromise() },
    actions: {
      ring: record('ring'),
      recordShownPoint: record('recordShownPoint'),
      openGrabOrders: record('openGrabOrders'),
      logReportFailure: record('logReportFailure'),
      reportClosed: ({ context }) => void effects.push({ type: 'reportClosed', params: context.changed }),
    },
  });
  return { machine, effects };
}

function replay(input: ClassRequestPopupInput, events: EventObject[]) {
  const { machine, effects } = recorded();
  const reports: unknown[] = [];
  const { actor } = replayPath(machine, scenarioPath(machine, events, input), {
    input,
    onStep: (snapshot) => {
      for (const child of Object.values((snapshot as { children: Record<string, any> }).children)) {
        if (child && !reports.includes(child.options?.input)) reports.push(child.options?.input);
      }
    },
  });
  return { snapshot: actor.getSnapshot(), effects, reports };
}

describe('class request pop-up (model-based)', () => {
  it('reaches every transition for every input, asserting state and context at every step', () => {
    const { machine } = recorded();
    expectEveryTransitionCoveredForInputs(machine, eventsWhereActive(machine, Object.values(ev)), inputs);
  });

  it('opens with a sound in the tab holding the connection and records point type 2 for isPopUpPoint', () => {
    expect(replay(inputs[0]!, []).effects).toEqual([
      { type: 'ring' },
      { type: 'recordShownPoint', params: { classId: 880001, pointType: ClassRequestPointType.poppedUp } },
    ]);
    expect(replay(inputs[3]!, []).effects).toEqual([]);
  });

  it('close sends the read report with point type 4 and closes', () => {
    const run = replay(inputs[3]!, [ev.close, ev.closeReported]);
    expect(run.reports).toEqual([{ id: 7, classId: 880001, pointType: ClassRequestPointType.closed }]);
    expect(run.effects).toEqual([{ type: 'reportClosed', params: true }]);
  });

  it("'Grab it now' sends type 3 and, after a successful read report, opens the grab-orders page", () => {
    const run = replay(inputs[3]!, [ev.grab, ev.grabReported]);
    expect(run.reports).toEqual([{ id: 7, classId: 880001, pointType: ClassRequestPointType.grab }]);
    expect(run.effects).toEqual([
      { type: 'openGrabOrders', params: grabUrl },
      { type: 'reportClosed', params: true },
    ]);
  });

  it('a failed read report is only logged: nothing opens and the pop-up closes', () => {
    const run = replay(inputs[3]!, [ev.grab, ev.grabFailed]);
    expect(run.effects.map((effect) => effect.type)).toEqual(['logReportFailure', 'reportClosed']);
    expect(run.snapshot.status).toBe('done');
  });
});
