import { assign, emit, fromPromise, setup } from 'xstate';
import { PASSWORD_MIN_LENGTH, VerificationMessages, isLooseEmail } from '../domain/verification';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface ForgotPasswordContext {
  email: string;
  code: string;
  password: string;
  confirm: string;
  errors: Partial<Record<'email' | 'code' | 'password' | 'confirm', string>>;
}

export type ForgotPasswordField = keyof Omit<ForgotPasswordContext, 'errors'>;

export type ForgotPasswordEvent =
  | { type: 'forgot.edit'; field: ForgotPasswordField; value: string }
  /** Check the e-mailed code (the code itself is sent by the page's code button). */
  | { type: 'forgot.verify' }
  | { type: 'forgot.reset' }
  | { type: 'forgot.back' };

function codeErrors(context: ForgotPasswordContext): ForgotPasswordContext['errors'] {
  const errors: ForgotPasswordContext['errors'] = {};
  if (!context.email.trim()) errors.email = VerificationMessages.required;
  else if (!isLooseEmail(context.email)) errors.email = VerificationMessages.emailInvalid;
  if (!context.code.trim()) errors.code = VerificationMessages.required;
  return errors;
}

function passwordErrors(context: ForgotPasswordContext): ForgotPasswordContext['errors'] {
  const errors: ForgotPasswordContext['errors'] = {};
  if (context.password.length < PASSWORD_MIN_LENGTH) errors.password = VerificationMessages.passwordTooShort;
  if (context.confirm !== context.password) errors.confirm = VerificationMessages.passwordsDiffer;
  return errors;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * /forgetPassword (shell.md public routes; growth-account.md §7 Account): the e-mail and the
 * e-mailed code are checked (VerifyEmailCode), then a new password is set (ResetPassword, which
 * signs the account out everywhere). Answers never say whether an account exists.
 */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent, emitted: {} as RecordsNotice },
  actors: {
    'verify code': fromPromise<MessageResult, { email: string; code: string }>(async () => {
      throw new Error("'verify code' is not provided");
    }),
    'reset password': fromPromise<MessageResult, { email: string; code: string; password: string }>(async () => {
      throw new Error("'reset password' is not provided");
    }),
  },
  guards: {
    codeFormValid: ({ context }) => isEmpty(codeErrors(context)),
    passwordFormValid: ({ context }) => isEmpty(passwordErrors(context)),
  },
  actions: {
    edit: assign(({ context }, params: { field: ForgotPasswordField; value: string }) => ({
      [params.field]: params.value,
      errors: { ...context.errors, [params.field]: undefined },
    })),
    showCodeErrors: assign({ errors: ({ context }) => codeErrors(context) }),
    showPasswordErrors: assign({ errors: ({ context }) => passwordErrors(context) }),
    toldError: emit((_, message: string) => notice('error', message)),
    toldSuccess: emit((_, message: string) => notice('success', message)),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', code: '', password: '', confirm: '', errors: {} },
  initial: 'code',
  states: {
    code: {
      on: {
        'forgot.edit': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'forgot.verify': [{ guard: 'codeFormValid', target: 'verifying' }, { actions: 'showCodeErrors' }],
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify code',
        input: ({ context }) => ({ email: context.email.trim(), code: context.code.trim() }),
        onDone: 'password',
        onError: { target: 'code', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    password: {
      on: {
        'forgot.edit': { actions: { type: 'edit', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'forgot.reset': [{ guard: 'passwordFormValid', target: 'resetting' }, { actions: 'showPasswordErrors' }],
        'forgot.back': 'code',
      },
    },
    resetting: {
      invoke: {
        id: 'reset',
        src: 'reset password',
        input: ({ context }) => ({ email: context.email.trim(), code: context.code.trim(), password: context.password }),
        onDone: { target: 'done', actions: { type: 'toldSuccess', params: ({ event }) => event.output.message || VerificationMessages.passwordReset } },
        onError: { target: 'password', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    done: { type: 'final' },
  },
});
