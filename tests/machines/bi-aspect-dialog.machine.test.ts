import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkBiAspectSelection, toggleTag, type BiAspectGroup } from '../../src/domain/bi-aspect';
import { biAspectDialogMachine } from '../../src/machines/bi-aspect-dialog.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const recorded: string[] = [];
const machine = biAspectDialogMachine.provide({
  actors: { loadState: pendingPromise(), submitTags: pendingPromise() },
  actions: {
    logFailure: () => void recorded.push('logged'),
    showSuccess: (_, message) => void recorded.push(`success:${message}`),
    reportError: () => void recorded.push('reported'),
  },
});
// One tag on each side keeps the graph small; the rules' own test below uses the full limits.
const small: BiAspectGroup[] = [
  { AspectId: 1, AspectName: 'Teaching style', MaxSelected: 3, Tags: [{ TagId: 11, TagName: 'Patient' }] },
  { AspectId: 2, AspectName: 'Personality', MaxSelected: 3, Tags: [{ TagId: 21, TagName: 'Calm' }] },
];
const id = (state: string) => `0.biAspectDialog.${state}`;
const loaded = (output: unknown) => ({ type: `xstate.done.actor.${id('checking')}`, output });
const loadFailed = { type: `xstate.error.actor.${id('checking')}`, error: new Error('offline') };
const saved = { type: `xstate.done.actor.${id('open.saving')}`, output: 'Your tags have been saved.' };
const saveFailed = { type: `xstate.error.actor.${id('open.saving')}`, error: new Error('refused') };

describe('bi-aspect tags dialog machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [
      loaded({ groups: small, selected: [] }),
      loaded({ groups: small, selected: [11] }),
      loaded(null),
      loadFailed,
      saved,
      saveFailed,
      { type: 'biAspect.toggle', tagId: 11 },
      { type: 'biAspect.toggle', tagId: 21 },
      { type: 'biAspect.submit' },
      { type: 'biAspect.later' },
    ] as Array<{ type: string }>);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events }));
  });

  it('asks only a bi-aspect teacher who has not chosen yet', () => {
    for (const output of [null, { groups: small, selected: [21] }, { groups: [], selected: [] }]) {
      const actor = createActor(machine).start();
      actor.send(loaded(output) as never);
      expect(actor.getSnapshot().status).toBe('done');
    }
    const asked = createActor(machine).start();
    asked.send(loaded({ groups: small, selected: [] }) as never);
    expect(asked.getSnapshot().value).toEqual({ open: 'choosing' });
  });

  it('says which side needs a tag, clears it as the tutor picks, sends the choice and shows Msg', () => {
    recorded.length = 0;
    const actor = createActor(machine).start();
    actor.send(loaded({ groups: small, selected: [] }) as never);
    actor.send({ type: 'biAspect.toggle', tagId: 11 });
    actor.send({ type: 'biAspect.submit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'choosing' });
    expect(actor.getSnapshot().context.errors).toEqual({ 2: 'Choose at least 1 tag for Personality.' });
    actor.send({ type: 'biAspect.toggle', tagId: 21 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'biAspect.submit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'saving' });
    actor.send({ type: 'biAspect.later' });
    expect(actor.getSnapshot().value).toEqual({ open: 'saving' });
    actor.send(saveFailed as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'choosing' });
    expect(actor.getSnapshot().context.selected).toEqual([11, 21]);
    actor.send({ type: 'biAspect.submit' });
    actor.send(saved as never);
    expect(actor.getSnapshot().status).toBe('done');
    expect(recorded).toEqual(['reported', 'success:Your tags have been saved.']);
  });

  it('the rules: 1 to 3 tags on each side; a tag toggles', () => {
    const groups: BiAspectGroup[] = [
      { AspectId: 1, AspectName: 'Teaching style', MaxSelected: 3, Tags: [1, 2, 3, 4].map((TagId) => ({ TagId, TagName: `S${TagId}` })) },
      { AspectId: 2, AspectName: 'Personality', MaxSelected: 3, Tags: [5, 6].map((TagId) => ({ TagId, TagName: `P${TagId}` })) },
    ];
    expect(checkBiAspectSelection(groups, [1, 2, 3, 5])).toEqual({});
    expect(checkBiAspectSelection(groups, [1, 2, 3, 4, 5])).toEqual({ 1: 'Choose at most 3 tags for Teaching style.' });
    expect(checkBiAspectSelection(groups, [])).toEqual({ 1: 'Choose at least 1 tag for Teaching style.', 2: 'Choose at least 1 tag for Personality.' });
    expect(toggleTag([1, 5], 1)).toEqual([5]);
    expect(toggleTag([5], 2)).toEqual([5, 2]);
  });
});
