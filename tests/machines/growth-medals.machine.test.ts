import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { Medal } from '../../src/domain/growth';
import { MedalNotices, type MedalAction, type MedalsAndRights } from '../../src/domain/growth-medals-view';
import { growthMedalsMachine } from '../../src/machines/growth-medals.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath } from './path-testing';

const medal = (code: string, earned: boolean, received = false): Medal => ({
  Code: code,
  Name: code,
  Kind: 1,
  Earned: earned,
  Received: received,
  Worn: false,
  Requirement: `Reach ${code}`,
});
const data = (received = false): MedalsAndRights => ({
  levelMedals: [medal('LV2', true, received), medal('LV3', false)],
  certificationMedals: [],
  limitedMedals: [],
  rights: [{ Code: 'R_PET_OUTFITS', Name: 'Pet outfits', Level: 2, Unlocked: true, Received: false, ReceivedAt: null }],
  received: [],
});
const machine = growthMedalsMachine.provide({ actors: { loadMedals: pendingPromise(), act: pendingPromise() } });
const offered = [
  { type: 'medals.retry' },
  { type: 'medals.reload' },
  { type: 'medals.dismiss' },
  { type: 'medals.act', action: { kind: 'receiveMedal', code: 'LV2' } },
  { type: 'xstate.done.actor.0.growthMedals.loading', output: data() },
  { type: 'xstate.error.actor.0.growthMedals.loading', error: new Error('offline') },
  { type: 'xstate.done.actor.0.growthMedals.acting', output: data(true) },
  { type: 'xstate.error.actor.0.growthMedals.acting', error: new Error('Earn this medal before receiving it.') },
] as EventObject[];
const events = eventsWhereActive(machine, offered);

describe('growth medals machine (model-based)', () => {
  it('replays every generated path, asserting state and context at each step, reaching every transition', () => {
    const paths = generatePaths(machine, { events, limit: 3000 });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) replayPath(machine, path);
    expectEveryTransitionCovered(machine, paths);
  });

  it('sends the action chosen, keeps the answered lists and says what happened', async () => {
    const acted: MedalAction[] = [];
    const live = createActor(
      growthMedalsMachine.provide({
        actors: {
          loadMedals: fromPromise(async () => data()),
          act: fromPromise<MedalsAndRights, MedalAction>(async ({ input }) => {
            acted.push(input);
            if (input.kind === 'wearMedal') throw new Error('Receive this medal before wearing it.');
            return data(true);
          }),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    live.send({ type: 'medals.act', action: { kind: 'receiveMedal', code: 'LV2' } });
    expect(live.getSnapshot().hasTag('medals:busy')).toBe(true);
    live.send({ type: 'medals.act', action: { kind: 'receiveRight', code: 'R_PET_OUTFITS' } });
    await settle();
    expect(live.getSnapshot().context).toMatchObject({ notice: MedalNotices.receiveMedal, failure: '', data: data(true) });
    live.send({ type: 'medals.act', action: { kind: 'wearMedal', code: 'LV3' } });
    await settle();
    expect(live.getSnapshot().context).toMatchObject({ notice: '', failure: 'Receive this medal before wearing it.', data: data(true) });
    expect(acted).toEqual([
      { kind: 'receiveMedal', code: 'LV2' },
      { kind: 'wearMedal', code: 'LV3' },
    ]);
  });
});
