import { getPathsFromEvents } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { homeDashboardMachine } from '../../src/machines/home-dashboard.machine';
import { selectAnyFailed, selectLoadingClasses } from '../../src/machines/home-dashboard.selectors';
import type { Bulletin, HomeBanner, HomeClasses } from '../../src/machines/home-dashboard.types';
import type { TutorScores } from '../../src/machines/person-panel.types';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, type MachinePath } from './path-testing';

const reported: unknown[] = [];
const machine = homeDashboardMachine.provide({
  actors: { 'load classes': pendingPromise(), 'load bulletins': pendingPromise(), 'load banners': pendingPromise(), 'load scores': pendingPromise() },
  actions: { reportError: (_, error) => void reported.push(error) },
});
const classes: HomeClasses = {
  workDate: '2025-03-10',
  timeZone: 'Asia/Manila',
  today: [],
  nextClass: null,
  upcoming: [],
};
const bulletins: Bulletin[] = [{ id: 1, title: 'Holiday schedule', content: 'Plot your time.', publishedAt: '2025-03-09T00:00:00.000Z' }];
const banners: HomeBanner[] = [{ id: 1, title: 'Phonics kit', subtitle: 'New in training', imageUrl: '', linkUrl: '/trainingCenter' }];
const scores = {
  flowers: 3,
  monthScore: 9.4,
  teachingPoints: 9.4,
  completion: 20,
  goodRating: 5,
  absences: 1,
  badRating: 0,
  cancellation: 1,
  other: 0,
  month: '2025-03',
} satisfies TutorScores;
const failure = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} failed`) });
const ev = {
  classes: { type: 'xstate.done.actor.loadClasses', output: classes },
  bulletins: { type: 'xstate.done.actor.loadBulletins', output: bulletins },
  banners: { type: 'xstate.done.actor.loadBanners', output: banners },
  scores: { type: 'xstate.done.actor.loadScores', output: scores },
  classesFailed: failure('loadClasses'),
  bulletinsFailed: failure('loadBulletins'),
  bannersFailed: failure('loadBanners'),
  scoresFailed: failure('loadScores'),
  retry: { type: 'retry' },
} satisfies Record<string, { type: string; [key: string]: unknown }>;

function scenario(sequence: EventObject[]): MachinePath {
  const [path] = getPathsFromEvents(machine as AnyStateMachine, sequence) as unknown as MachinePath[];
  expect(path?.steps.length, 'every event of the scenario is taken').toBe(sequence.length + 1);
  return path!;
}

describe('home dashboard machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    expectEveryTransitionCovered(machine, generatePaths(machine, { events: eventsWhereActive(machine, Object.values(ev)) }));
  });

  it('fills each section as its call answers', () => {
    const { actor } = replayPath(machine, scenario([ev.scores, ev.banners, ev.bulletins, ev.classes]));
    expect(actor.getSnapshot().context).toEqual({ classes, bulletins, banners, scores });
    expect(selectAnyFailed(actor.getSnapshot())).toBe(false);
  });

  it('keeps the other sections when one fails, reports it, and retries only what failed', () => {
    reported.length = 0;
    const { actor } = replayPath(machine, scenario([ev.classesFailed, ev.bulletins, ev.banners, ev.scores]));
    expect(selectAnyFailed(actor.getSnapshot())).toBe(true);
    expect(reported).toEqual([ev.classesFailed.error]);
    actor.send(ev.retry);
    expect(selectLoadingClasses(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().matches({ bulletins: 'ready', banners: 'ready', scores: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.bulletins).toEqual(bulletins);
  });
});
