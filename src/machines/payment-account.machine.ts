import { assign, fromPromise, setup } from 'xstate';
import { PaymentMethod, ServiceFeeMessages, paymentAccountError, type PaymentAccount } from '../domain/service-fee';
import { VerificationMessages } from '../domain/verification';

export interface AccountConfirmation {
  account: PaymentAccount;
  message: string;
}

export type AccountField = 'method' | 'account' | 'holderName' | 'code';

export interface PaymentAccountContext {
  saved: PaymentAccount;
  method: PaymentMethod;
  /** Empty: confirm the saved account as it is. */
  account: string;
  holderName: string;
  code: string;
  acceptTerms: boolean;
  /** The terms page is open inside the dialog. */
  showTerms: boolean;
  errors: Partial<Record<AccountField | 'terms', string>>;
  /** The code was sent: the server's Msg. */
  codeNotice: string;
  failure: string;
  result: AccountConfirmation | null;
}

export type PaymentAccountEvent =
  | { type: 'account.field'; field: AccountField; value: string }
  | { type: 'account.acceptTerms'; accepted: boolean }
  | { type: 'account.showTerms'; open: boolean }
  | { type: 'account.sendCode' }
  | { type: 'account.submit' }
  | { type: 'account.cancel' };

const changing = (context: PaymentAccountContext) => context.account.trim() !== '' || context.saved.Method === null;

/** What is wrong with the form, by field; empty when it may be sent. */
export function accountFormErrors(context: PaymentAccountContext): PaymentAccountContext['errors'] {
  const errors: PaymentAccountContext['errors'] = {};
  if (changing(context)) {
    const problem = paymentAccountError(context.method, context.account);
    if (problem) errors.account = problem;
    if (context.holderName.trim() === '') errors.holderName = ServiceFeeMessages.accountRequired;
  }
  if (context.code.trim() === '') errors.code = VerificationMessages.required;
  if (!context.acceptTerms) errors.terms = ServiceFeeMessages.termsRequired;
  return errors;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Payment account confirmation: the tutor confirms the saved account or types a new one, asks for
 * a code at their sign-in e-mail, reads and accepts the terms, and sends. Ends with the confirmed
 * account (and the server's Msg), or null when cancelled; a refusal keeps it open.
 */
export const paymentAccountMachine = setup({
  types: {
    context: {} as PaymentAccountContext,
    events: {} as PaymentAccountEvent,
    input: {} as { account: PaymentAccount },
    output: {} as AccountConfirmation | null,
  },
  actors: {
    sendCode: fromPromise<string, void>(async () => {
      throw new Error('sendCode not provided');
    }),
    confirmAccount: fromPromise<AccountConfirmation, { method: string; account: string; holderName: string; code: string; acceptTerms: boolean }>(async () => {
      throw new Error('confirmAccount not provided');
    }),
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(accountFormErrors(context)).length === 0,
  },
}).createMachine({
  id: 'paymentAccount',
  context: ({ input }) => ({
    saved: input.account,
    method: input.account.Method ?? PaymentMethod.paypal,
    account: '',
    holderName: input.account.HolderName,
    code: '',
    acceptTerms: false,
    showTerms: false,
    errors: {},
    codeNotice: '',
    failure: '',
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'account.showTerms': { actions: assign({ showTerms: ({ event }) => event.open }) },
        'account.field': {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined }, failure: '' })),
        },
        'account.acceptTerms': {
          actions: assign(({ context, event }) => ({ acceptTerms: event.accepted, errors: { ...context.errors, terms: undefined } })),
        },
        'account.sendCode': { target: 'sendingCode', actions: assign({ failure: '', codeNotice: '' }) },
        'account.submit': [
          { guard: 'formIsValid', target: 'submitting', actions: assign({ failure: '', errors: {} }) },
          { actions: assign({ errors: ({ context }) => accountFormErrors(context) }) },
        ],
        'account.cancel': 'cancelled',
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        onDone: { target: 'editing', actions: assign({ codeNotice: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    submitting: {
      invoke: {
        src: 'confirmAccount',
        input: ({ context }) => ({
          method: context.method,
          account: context.account.trim(),
          holderName: context.holderName.trim(),
          code: context.code.trim(),
          acceptTerms: context.acceptTerms,
        }),
        onDone: { target: 'confirmed', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.result,
});
