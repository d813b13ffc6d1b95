import { assign, emit, fromPromise, setup } from 'xstate';
import { VerificationMessages, isPlausiblePhone, keepPhoneCharacters } from '../domain/verification';
import { messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface RetrieveEmailContext {
  tuid: string;
  phone: string;
  errors: Partial<Record<'tuid' | 'phone', string>>;
  /** The answer once sent (the same whether or not anything matched). */
  answer: string;
}

export type RetrieveEmailEvent = { type: 'retrieve.edit'; field: 'tuid' | 'phone'; value: string } | { type: 'retrieve.submit' };

function errorsOf(context: RetrieveEmailContext): RetrieveEmailContext['errors'] {
  const errors: RetrieveEmailContext['errors'] = {};
  if (!/^\d+$/.test(context.tuid.trim())) errors.tuid = VerificationMessages.required;
  if (!context.phone.trim()) errors.phone = VerificationMessages.required;
  else if (!isPlausiblePhone(context.phone)) errors.phone = VerificationMessages.phoneInvalid;
  return errors;
}

/** /retrieveEmail: a tutor who forgot their sign-in e-mail gets it by SMS on the bound phone (VerifyTutorInfo). */
export const retrieveEmailMachine = setup({
  types: { context: {} as RetrieveEmailContext, events: {} as RetrieveEmailEvent, emitted: {} as RecordsNotice },
  actors: {
    'verify tutor info': fromPromise<MessageResult, { tuid: number; phone: string }>(async () => {
      throw new Error("'verify tutor info' is not provided");
    }),
  },
  guards: { valid: ({ context }) => Object.keys(errorsOf(context)).length === 0 },
  actions: { toldError: emit((_, message: string) => notice('error', message)) },
}).createMachine({
  id: 'retrieveEmail',
  context: { tuid: '', phone: '', errors: {}, answer: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'retrieve.edit': {
          actions: assign(({ context, event }) => ({
            [event.field]: event.field === 'phone' ? keepPhoneCharacters(event.value) : event.value.replace(/\D/g, ''),
            errors: { ...context.errors, [event.field]: undefined },
          })),
        },
        'retrieve.submit': [{ guard: 'valid', target: 'sending' }, { actions: assign({ errors: ({ context }) => errorsOf(context) }) }],
      },
    },
    sending: {
      invoke: {
        id: 'verify',
        src: 'verify tutor info',
        input: ({ context }) => ({ tuid: Number(context.tuid), phone: context.phone }),
        onDone: { target: 'sent', actions: assign({ answer: ({ event }) => event.output.message || VerificationMessages.retrieveEmailSent }) },
        onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    sent: { type: 'final' },
  },
});
