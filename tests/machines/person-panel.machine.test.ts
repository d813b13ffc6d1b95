import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { Messages } from '../../src/domain/messages';
import type { SignContractUser } from '../../src/domain/sign-contract';
import { personPanelMachine } from '../../src/machines/person-panel.machine';
import type { PersonPanelEmitted, TutorScores } from '../../src/machines/person-panel.types';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = personPanelMachine.provide({
  actors: { 'load scores': pendingPromise(), 'check contract': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});
const scores: TutorScores = {
  flowers: 54,
  monthScore: 64.3,
  teachingPoints: 134.7,
  completion: 64,
  goodRating: 21,
  absences: 0,
  badRating: 1,
  cancellation: 1,
  other: 0,
  month: '2025-03',
};
const users = {
  needsPersonalInfo: { isNeedToImprovePersonalInformation: true, awaitApproval: true, isInternationalOrCustom: true },
  awaitingApproval: { isNeedToImprovePersonalInformation: false, awaitApproval: true, isInternationalOrCustom: true },
  international: { isNeedToImprovePersonalInformation: false, awaitApproval: false, isInternationalOrCustom: true },
  plain: { isNeedToImprovePersonalInformation: false, awaitApproval: false, isInternationalOrCustom: false },
} satisfies Record<string, SignContractUser>;
const click = (user: SignContractUser) => ({ type: 'signContract.click', user });
const ev = {
  scores: { type: 'xstate.done.actor.loadScores', output: scores },
  scoresFailed: { type: 'xstate.error.actor.loadScores', error: new Error('Data verification failed') },
  contractApplies: { type: 'xstate.done.actor.checkContract', output: true },
  contractDone: { type: 'xstate.done.actor.checkContract', output: false },
  contractFailed: { type: 'xstate.error.actor.checkContract', error: new Error('Links seem to get inaccessible.') },
  reload: { type: 'panel.reload' },
  refresh: { type: 'panel.refresh' },
  click: click(users.plain),
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

function answersTo(sequence: EventObject[]): PersonPanelEmitted['action'][] {
  const heard: PersonPanelEmitted['action'][] = [];
  replayPath(machine, scenario(sequence), {
    onStep: (_, step) => {
      if (step.index === 0) step.actor.on('signContract.action', (event: PersonPanelEmitted) => heard.push(event.action));
    },
  });
  return heard;
}

describe('person panel machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) }));
  });

  it('keeps the scores and offers Sign Contract only when the check says it applies', () => {
    const { actor } = replayPath(machine, scenario([ev.scores, ev.contractDone]));
    expect(actor.getSnapshot().context).toEqual({ scores, showContract: false });
    expect(actor.getSnapshot().can(ev.click)).toBe(false);
    expect(answersTo([ev.contractApplies, ev.click])).toHaveLength(1);
  });

  it('answers a Sign Contract click with the first of the four rules that applies, in order', () => {
    expect(answersTo([ev.contractApplies, click(users.needsPersonalInfo)])).toEqual([
      { kind: 'confirmThenNavigate', message: Messages.personalInfoAsap, path: '/newPersonalData' },
    ]);
    expect(answersTo([ev.contractApplies, click(users.awaitingApproval)])).toEqual([{ kind: 'notify', message: Messages.personalDataVerifying }]);
    expect(answersTo([ev.contractApplies, click(users.international)])).toEqual([{ kind: 'navigate', path: '/signContractCustom' }]);
    expect(answersTo([ev.contractApplies, click(users.plain)])).toEqual([{ kind: 'navigate', path: '/signContract' }]);
  });

  it('loads the scores again when a page changed them, keeping the ones shown meanwhile', () => {
    const { actor } = replayPath(machine, scenario([ev.scores, ev.contractDone, ev.refresh]));
    expect(actor.getSnapshot().matches({ scores: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.scores).toEqual(scores);
  });

  it('reports failed loads and loads them again on reload', () => {
    reported.length = 0;
    const { actor } = replayPath(machine, scenario([ev.scoresFailed, ev.contractFailed, ev.reload, ev.scores, ev.contractApplies]));
    expect(reported).toEqual([ev.scoresFailed.error, ev.contractFailed.error]);
    expect(actor.getSnapshot().context).toEqual({ scores, showContract: true });
  });
});
