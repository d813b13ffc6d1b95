import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffAccountMessages, TUTOR_FLAGS, type TutorAccount, type TutorFlags } from '../../src/domain/staff-tutor-account';
import { staffAccountMachine } from '../../src/machines/staff-account.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const flags = Object.fromEntries(TUTOR_FLAGS.map((flag) => [flag.key, false])) as TutorFlags;
const active: TutorAccount = { Tuid: 7, Account: 'staffrecord', Disabled: false, DisabledAt: null, DisabledReason: '', Flags: flags };
const disabled: TutorAccount = { ...active, Disabled: true, DisabledAt: '2026-11-24T00:00:00Z', DisabledReason: 'Contract ended' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff account machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'account.reload' },
      { type: 'account.flag', key: 'disableComment', value: true },
      { type: 'account.saveFlags' },
      { type: 'account.password', value: 'good-pass-1' },
      { type: 'account.resetPassword' },
      { type: 'account.reason', value: 'Contract ended' },
      { type: 'account.disable' },
      { type: 'account.enable' },
      { type: 'account.dismissNotice' },
      { type: 'xstate.done.actor.0.staffAccount.loading', output: active },
      { type: 'xstate.done.actor.0.staffAccount.loading', output: disabled },
      { type: 'xstate.error.actor.0.staffAccount.loading', error: new Error('Tutor not found.') },
      {
        type: 'xstate.done.actor.0.staffAccount.ready.savingFlags',
        output: { account: { ...active, Flags: { ...flags, disableComment: true } }, message: StaffAccountMessages.flagsSaved },
      },
      { type: 'xstate.error.actor.0.staffAccount.ready.savingFlags', error: new Error(StaffAccountMessages.noFlagChange) },
      { type: 'xstate.done.actor.0.staffAccount.ready.resetting', output: StaffAccountMessages.passwordReset },
      { type: 'xstate.error.actor.0.staffAccount.ready.resetting', error: new Error('offline') },
      { type: 'xstate.done.actor.0.staffAccount.ready.disabling', output: { account: disabled, message: StaffAccountMessages.disabled } },
      { type: 'xstate.error.actor.0.staffAccount.ready.disabling', error: new Error(StaffAccountMessages.alreadyDisabled) },
      { type: 'xstate.done.actor.0.staffAccount.ready.enabling', output: { account: active, message: StaffAccountMessages.enabled } },
      { type: 'xstate.error.actor.0.staffAccount.ready.enabling', error: new Error(StaffAccountMessages.alreadyEnabled) },
    ]);
    const machine = staffAccountMachine.provide({
      actors: { loadAccount: pendingPromise(), saveFlags: pendingPromise(), resetPassword: pendingPromise(), setDisabled: pendingPromise() },
    });
    const input = { tuid: 7 };
    const paths = generatePaths(machine, { events, input, limit: 20000 });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths, { input });
  }, 240_000);

  it('sends only the changed flags, refuses a short password and an empty reason without a call, and forgets the password once set', async () => {
    const calls: unknown[] = [];
    const machine = staffAccountMachine.provide({
      actors: {
        loadAccount: fromPromise(async () => active),
        saveFlags: fromPromise(
          async ({ input }) => (
            calls.push(['flags', input]),
            { account: { ...active, Flags: { ...flags, ...input.flags } }, message: StaffAccountMessages.flagsSaved }
          ),
        ),
        resetPassword: fromPromise(async ({ input }) => (calls.push(['reset', input]), StaffAccountMessages.passwordReset)),
        setDisabled: fromPromise(async ({ input }) => (calls.push(['disable', input]), { account: disabled, message: StaffAccountMessages.disabled })),
      },
    });
    const account = createActor(machine, { input: { tuid: 7 } }).start();
    await settle();
    account.send({ type: 'account.saveFlags' });
    account.send({ type: 'account.flag', key: 'openSelfCancel', value: true });
    account.send({ type: 'account.flag', key: 'limitRefferal', value: true });
    account.send({ type: 'account.flag', key: 'limitRefferal', value: false });
    account.send({ type: 'account.saveFlags' });
    await settle();
    account.send({ type: 'account.password', value: 'short' });
    account.send({ type: 'account.resetPassword' });
    expect(account.getSnapshot().context).toMatchObject({ notice: StaffAccountMessages.passwordTooShort, noticeIsError: true });
    account.send({ type: 'account.password', value: 'long-enough-1' });
    account.send({ type: 'account.resetPassword' });
    await settle();
    expect(account.getSnapshot().context).toMatchObject({ password: '', notice: StaffAccountMessages.passwordReset, noticeIsError: false });
    account.send({ type: 'account.disable' });
    expect(account.getSnapshot().context.notice).toBe(StaffAccountMessages.disableReasonRequired);
    account.send({ type: 'account.reason', value: ' Contract ended ' });
    account.send({ type: 'account.disable' });
    await settle();
    expect(calls).toEqual([
      ['flags', { tuid: 7, flags: { openSelfCancel: true } }],
      ['reset', { tuid: 7, password: 'long-enough-1' }],
      ['disable', { tuid: 7, disabled: true, reason: 'Contract ended' }],
    ]);
    expect(account.getSnapshot().context).toMatchObject({ account: { Disabled: true }, reason: '', notice: StaffAccountMessages.disabled });
  });
});
