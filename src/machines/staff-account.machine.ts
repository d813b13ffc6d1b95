import { assign, fromPromise, setup } from 'xstate';
import { changedFlags, disableReasonError, staffPasswordError, type TutorAccount, type TutorFlagKey, type TutorFlags } from '../domain/staff-tutor-account';

/** An answer that changed the account, with the server's message for the notice. */
export interface AccountAnswer {
  account: TutorAccount;
  message: string;
}

export type StaffAccountEvent =
  | { type: 'account.reload' }
  | { type: 'account.flag'; key: TutorFlagKey; value: boolean }
  | { type: 'account.saveFlags' }
  | { type: 'account.password'; value: string }
  | { type: 'account.resetPassword' }
  | { type: 'account.reason'; value: string }
  | { type: 'account.disable' }
  | { type: 'account.enable' }
  | { type: 'account.dismissNotice' };

export interface StaffAccountContext {
  tuid: number;
  account: TutorAccount | null;
  /** The flags as the form shows them; saved ones are `account.Flags`. */
  draft: TutorFlags | null;
  password: string;
  reason: string;
  notice: string;
  noticeIsError: boolean;
  failure: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const failedNotice = (error: unknown) => ({ notice: messageOf(error), noticeIsError: true });
const savedAnswer = (answer: AccountAnswer) => ({ account: answer.account, draft: answer.account.Flags, notice: answer.message, noticeIsError: false });

/**
 * A tutor's account in the console (issue 21): switch flags and save the changes together, reset
 * the password, disable (with a reason) or enable. One call at a time; bad input is refused here
 * with the same text the server would answer, so nothing is sent.
 */
export const staffAccountMachine = setup({
  types: { context: {} as StaffAccountContext, events: {} as StaffAccountEvent, input: {} as { tuid: number } },
  actors: {
    loadAccount: fromPromise<TutorAccount, { tuid: number }>(async () => {
      throw new Error('loadAccount not provided');
    }),
    saveFlags: fromPromise<AccountAnswer, { tuid: number; flags: Partial<TutorFlags> }>(async () => {
      throw new Error('saveFlags not provided');
    }),
    resetPassword: fromPromise<string, { tuid: number; password: string }>(async () => {
      throw new Error('resetPassword not provided');
    }),
    setDisabled: fromPromise<AccountAnswer, { tuid: number; disabled: boolean; reason: string }>(async () => {
      throw new Error('setDisabled not provided');
    }),
  },
  guards: {
    hasChanges: ({ context }) =>
      context.account !== null && context.draft !== null && Object.keys(changedFlags(context.account.Flags, context.draft)).length > 0,
    passwordOk: ({ context }) => staffPasswordError(context.password) === '',
    reasonOk: ({ context }) => disableReasonError(context.reason) === '',
    isEnabled: ({ context }) => context.account?.Disabled === false,
    isDisabled: ({ context }) => context.account?.Disabled === true,
  },
}).createMachine({
  id: 'staffAccount',
  context: ({ input }) => ({ tuid: input.tuid, account: null, draft: null, password: '', reason: '', notice: '', noticeIsError: false, failure: '' }),
  initial: 'loading',
  on: { 'account.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    loading: {
      invoke: {
        src: 'loadAccount',
        input: ({ context }) => ({ tuid: context.tuid }),
        onDone: { target: 'ready', actions: assign({ account: ({ event }) => event.output, draft: ({ event }) => event.output.Flags, failure: '' }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { 'account.reload': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'account.reload': '#staffAccount.loading',
            'account.flag': { actions: assign({ draft: ({ context, event }) => (context.draft ? { ...context.draft, [event.key]: event.value } : null) }) },
            'account.password': { actions: assign({ password: ({ event }) => event.value }) },
            'account.reason': { actions: assign({ reason: ({ event }) => event.value }) },
            'account.saveFlags': { guard: 'hasChanges', target: 'savingFlags' },
            'account.resetPassword': [
              { guard: 'passwordOk', target: 'resetting' },
              { actions: assign(({ context }) => ({ notice: staffPasswordError(context.password), noticeIsError: true })) },
            ],
            'account.disable': [
              { guard: 'isDisabled' },
              { guard: 'reasonOk', target: 'disabling' },
              { actions: assign(({ context }) => ({ notice: disableReasonError(context.reason), noticeIsError: true })) },
            ],
            'account.enable': { guard: 'isDisabled', target: 'enabling' },
          },
        },
        savingFlags: {
          invoke: {
            src: 'saveFlags',
            input: ({ context }) => ({ tuid: context.tuid, flags: changedFlags(context.account!.Flags, context.draft!) }),
            onDone: { target: 'idle', actions: assign(({ event }) => savedAnswer(event.output)) },
            onError: { target: 'idle', actions: assign(({ event }) => failedNotice(event.error)) },
          },
        },
        resetting: {
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ tuid: context.tuid, password: context.password }),
            // The typed password is forgotten once it is set.
            onDone: { target: 'idle', actions: assign(({ event }) => ({ password: '', notice: event.output, noticeIsError: false })) },
            onError: { target: 'idle', actions: assign(({ event }) => failedNotice(event.error)) },
          },
        },
        disabling: {
          invoke: {
            src: 'setDisabled',
            input: ({ context }) => ({ tuid: context.tuid, disabled: true, reason: context.reason.trim() }),
            onDone: { target: 'idle', actions: assign(({ event }) => ({ ...savedAnswer(event.output), reason: '' })) },
            onError: { target: 'idle', actions: assign(({ event }) => failedNotice(event.error)) },
          },
        },
        enabling: {
          invoke: {
            src: 'setDisabled',
            input: ({ context }) => ({ tuid: context.tuid, disabled: false, reason: '' }),
            onDone: { target: 'idle', actions: assign(({ event }) => savedAnswer(event.output)) },
            onError: { target: 'idle', actions: assign(({ event }) => failedNotice(event.error)) },
          },
        },
      },
    },
  },
});
