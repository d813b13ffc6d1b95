import { assign, emit, fromPromise, setup } from 'xstate';
import { CHANGE_EMAIL_RELOAD_MS, changeEmailErrors } from '../domain/verification';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface ChangeEmailContext {
  currentEmail: string;
  newEmail: string;
  code: string;
  errors: { newEmail?: string; code?: string };
}

export type ChangeEmailEvent =
  { type: 'email.open' } | { type: 'email.close' } | { type: 'email.edit'; field: 'newEmail' | 'code'; value: string } | { type: 'email.submit' };

export type ChangeEmailEmitted = RecordsNotice | { type: 'emailChanged'; email: string };

/**
 * The change e-mail dialog (growth-account.md §5, §8): new e-mail required and loosely valid, not
 * the current one; code required. Code 0 shows Msg, updates the stored e-mail, closes, and reloads
 * /newPersonalData after 2 s; anything else shows Msg.
 */
export const changeEmailMachine = setup({
  types: { context: {} as ChangeEmailContext, events: {} as ChangeEmailEvent, emitted: {} as ChangeEmailEmitted, input: {} as { currentEmail: string } },
  actors: {
    'change email': fromPromise<MessageResult, { currentEmail: string; newEmail: string; code: string }>(async () => {
      throw new Error("'change email' is not provided");
    }),
  },
  delays: { reload: CHANGE_EMAIL_RELOAD_MS },
  guards: { valid: ({ context }) => Object.keys(changeEmailErrors(context, context.currentEmail)).length === 0 },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
    toldChanged: emit((_, email: string) => ({ type: 'emailChanged' as const, email })),
    /** Reloads the page (the provided action navigates). */
    reload: () => {},
  },
}).createMachine({
  id: 'changeEmail',
  context: ({ input }) => ({ currentEmail: input.currentEmail, newEmail: '', code: '', errors: {} }),
  initial: 'closed',
  states: {
    closed: { on: { 'email.open': { target: 'open', actions: assign({ newEmail: '', code: '', errors: {} }) } } },
    open: {
      initial: 'editing',
      on: { 'email.close': 'closed' },
      states: {
        editing: {
          on: {
            'email.edit': {
              actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })),
            },
            'email.submit': [
              { guard: 'valid', target: 'changing' },
              { actions: assign({ errors: ({ context }) => changeEmailErrors(context, context.currentEmail) }) },
            ],
          },
        },
        changing: {
          invoke: {
            id: 'change',
            src: 'change email',
            input: ({ context }) => ({ currentEmail: context.currentEmail, newEmail: context.newEmail.trim(), code: context.code.trim() }),
            onDone: {
              target: '#changeEmail.reloading',
              actions: [
                { type: 'toldSuccess', params: ({ event }) => event.output.message },
                assign({ currentEmail: ({ context }) => context.newEmail.trim() }),
                { type: 'toldChanged', params: ({ context }) => context.newEmail.trim() },
              ],
            },
            onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
          },
        },
      },
    },
    reloading: {
      description: 'Closed; /newPersonalData reloads after 2 s.',
      after: { reload: { target: 'closed', actions: 'reload' } },
    },
  },
});
