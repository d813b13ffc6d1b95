import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { NOTICE_TYPES, NoticeType } from '../../src/domain/dialogs';
import { Messages } from '../../src/domain/messages';
import { noticeDialogMachine } from '../../src/machines/notice-dialog.machine';
import { selectCanClose, selectRetryMessage, selectSecondsLeft } from '../../src/machines/notice-dialog.selectors';
import { delayedEvent, eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, replayPath, type MachinePath } from './path-testing';

const machine = noticeDialogMachine;
const open = (noticeType: string, message = `A ${noticeType} notice.`) => ({ type: 'notice.open', noticeType, message });
const ev = {
  limitFlow: open(NoticeType.limitFlow, 'Too many people are trying right now.'),
  plain: { type: 'notice.open', message: 'Your schedule is saved.' },
  close: { type: 'notice.close' },
  tick: delayedEvent(machine, 'countdownTick'),
};

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

describe('notice dialog machine (model-based, simulated clock)', () => {
  it('reaches every transition for every notice type, asserting state and context at every step', () => {
    const opens = NOTICE_TYPES.map((type) => open(type));
    const paths = generatePaths(machine, { events: eventsWhereActive(machine, [...opens, ev.plain, ev.close]) });
    expect(new Set(paths.map((path) => path.state.context.notice?.type)).size).toBe(NOTICE_TYPES.length + 1);
    expectEveryTransitionCovered(machine, paths);
  });

  it('counts LimitFlow down 3 s with the button disabled, then offers a try again', () => {
    const path = scenario([ev.limitFlow, ev.close, ev.tick, ev.tick, ev.close, ev.tick, ev.close]);
    const seen: Array<[number, boolean, string, number]> = [];
    const { actor, clock } = replayPath(machine, path, {
      onStep: (snapshot, step) => {
        if (step.index > 0)
          seen.push([selectSecondsLeft(snapshot as never), selectCanClose(snapshot as never), selectRetryMessage(snapshot as never), step.index]);
      },
    });
    expect(seen).toEqual([
      [3, false, '', 1],
      [3, false, '', 2],
      [2, false, '', 3],
      [1, false, '', 4],
      [1, false, '', 5],
      [0, true, Messages.limitFlowRetry, 6],
      [0, false, '', 7],
    ]);
    expect(clock.now()).toBe(3000);
    expect(Messages.limitFlowRetry).toBe('You can have a try again now.');
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it.each(NOTICE_TYPES.filter((type) => type !== NoticeType.limitFlow))('closes a %s notice at once', (type) => {
    const path = scenario([open(type), ev.close]);
    expect(path.steps[1]?.state.context).toEqual({ notice: { type, title: '', message: `A ${type} notice.` }, secondsLeft: 0, retryMessage: '' });
    const closed: string[] = [];
    replayPath(machine, path, {
      onStep: (_, step) => {
        if (step.index === 0) step.actor.on('notice.closed', (event: { noticeType: string }) => closed.push(event.noticeType));
      },
    });
    expect(closed).toEqual([type]);
  });

  it('shows a notice without a type as default', () => {
    expect(scenario([ev.plain]).state.context.notice?.type).toBe('default');
  });

  it('replaces the notice shown, restarting a countdown', () => {
    const path = scenario([ev.limitFlow, ev.tick, ev.tick, ev.limitFlow]);
    expect(path.state.context.secondsLeft).toBe(3);
    const replaced = scenario([ev.limitFlow, ev.plain]);
    expect(replaced.state.value).toEqual({ open: 'ready' });
  });
});
