import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { asksForSkype, checkSkypeId } from '../../src/domain/skype';
import { skypeDialogMachine } from '../../src/machines/skype-dialog.machine';
import { eventsWhereActive } from './active-events';
import { expectEveryTransitionCovered, generatePaths, pendingPromise } from './path-testing';

const shown: string[] = [];
const machine = skypeDialogMachine.provide({
  actors: { loadDialogList: pendingPromise(), saveSkypeId: pendingPromise() },
  actions: { showSuccess: (_, message) => void shown.push(`success:${message}`), showError: () => void shown.push('error') },
});
const typed = { type: 'skype.change', sky: '  live:rosa ' };
const blank = { type: 'skype.change', sky: '   ' };
const listed = (types: number[]) => ({ type: 'xstate.done.actor.0.skypeDialog.checking', output: types.map((Type, index) => ({ Id: index + 1, Type })) });
const listFailed = { type: 'xstate.error.actor.0.skypeDialog.checking', error: new Error('offline') };
const saved = { type: 'xstate.done.actor.0.skypeDialog.open.saving', output: 'Your Skype ID has been saved.' };
const saveFailed = { type: 'xstate.error.actor.0.skypeDialog.open.saving', error: new Error('refused') };

describe('Skype dialog machine (model-based)', () => {
  it('reaches every transition, asserting state and context at every step', () => {
    const events = eventsWhereActive(machine, [
      listed([2, 1]),
      listed([2]),
      listFailed,
      saved,
      saveFailed,
      typed,
      blank,
      { type: 'skype.submit' },
      { type: 'skype.later' },
      { type: 'skype.recheck' },
    ]);
    expectEveryTransitionCovered(machine, generatePaths(machine, { events }));
  });

  it('opens only for a Type 1 item; a blank id is Required; the trimmed id is saved and Msg shown', () => {
    const none = createActor(machine).start();
    none.send(listed([2, 3]) as never);
    expect(none.getSnapshot().value).toBe('closed');
    shown.length = 0;
    const actor = createActor(machine).start();
    actor.send(listed([3, 1]) as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    actor.send({ type: 'skype.change', sky: '   ' });
    actor.send({ type: 'skype.submit' });
    expect(actor.getSnapshot().context.fieldError).toBe('Required');
    actor.send({ type: 'skype.change', sky: '  live:rosa ' });
    expect(actor.getSnapshot().context.fieldError).toBe('');
    actor.send({ type: 'skype.submit' });
    expect(actor.getSnapshot().value).toEqual({ open: 'saving' });
    actor.send(saveFailed as never);
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' });
    actor.send({ type: 'skype.submit' });
    actor.send(saved as never);
    expect(actor.getSnapshot().value).toBe('closed');
    // A new message: the list is read again (staff may ask again).
    actor.send({ type: 'skype.recheck' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(shown).toEqual(['error', 'success:Your Skype ID has been saved.']);
  });

  it('the rules: Type 1 asks, Sky required and trimmed', () => {
    expect(asksForSkype([{ Id: 1, Type: 2 }])).toBe(false);
    expect(
      asksForSkype([
        { Id: 1, Type: 2 },
        { Id: 2, Type: 1 },
      ]),
    ).toBe(true);
    expect(checkSkypeId('  live:a  ')).toEqual({ ok: true, sky: 'live:a' });
    expect(checkSkypeId(' \t ')).toEqual({ ok: false, message: 'Required' });
    expect(checkSkypeId('x'.repeat(101)).ok).toBe(false);
  });
});
