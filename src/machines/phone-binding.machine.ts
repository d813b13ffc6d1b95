import { assign, emit, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../domain/error-codes';
import { DEFAULT_AREA_CODE, VerificationMessages, keepPhoneCharacters } from '../domain/verification';
import { errorCodeOf, messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

export interface PhoneBindingContext {
  countryCode: string;
  phone: string;
  code: string;
  errors: Partial<Record<'countryCode' | 'phone' | 'code', string>>;
  opensOnMount: boolean;
}

export type PhoneBindingEvent =
  | { type: 'phone.open' }
  | { type: 'phone.close' }
  | { type: 'phone.edit'; field: 'countryCode' | 'phone' | 'code'; value: string }
  | { type: 'phone.bind' }
  | { type: 'phone.remindLater' };

export type PhoneBindingEmitted = RecordsNotice | { type: 'bound' };

export interface PhoneBindingInput {
  /** The user state's isNeedUpdatePhone: the dialog opens on mount when it is set (growth-account.md §4). */
  isNeedUpdatePhone: boolean;
}

function errorsOf(context: PhoneBindingContext): PhoneBindingContext['errors'] {
  const errors: PhoneBindingContext['errors'] = {};
  if (!context.countryCode.trim()) errors.countryCode = VerificationMessages.required;
  if (!context.phone.trim()) errors.phone = VerificationMessages.required;
  if (!context.code.trim()) errors.code = VerificationMessages.required;
  return errors;
}

/**
 * The phone binding dialog (growth-account.md §4, §5, §8): opens on mount when the user needs to
 * update the phone (unless put off with Remind in 6 hours, which the server remembers); area code
 * editable, default 63; input keeps digits and hyphens; ErrorCode 2 shows 'Verification code input
 * error', 0 'Binding success' and closes; Remind in 6 hours closes.
 */
export const phoneBindingMachine = setup({
  types: {
    context: {} as PhoneBindingContext,
    events: {} as PhoneBindingEvent,
    emitted: {} as PhoneBindingEmitted,
    input: {} as PhoneBindingInput,
  },
  actors: {
    /** Whether the dialog should open now (needed and not put off). */
    'check binding': fromPromise<boolean>(async () => {
      throw new Error("'check binding' is not provided");
    }),
    'bind phone': fromPromise<MessageResult, { countryCode: string; phone: string; code: string }>(async () => {
      throw new Error("'bind phone' is not provided");
    }),
    'remind later': fromPromise<MessageResult>(async () => {
      throw new Error("'remind later' is not provided");
    }),
  },
  guards: {
    needed: (_, needed: boolean) => needed,
    valid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    isCodeError: (_, error: unknown) => errorCodeOf(error) === ErrorCode.VerificationCodeError,
  },
  actions: {
    toldSuccess: emit(() => notice('success', VerificationMessages.bindingSuccess)),
    toldCodeError: emit(() => notice('error', VerificationMessages.codeInputError)),
    toldError: emit((_, message: string) => notice('error', message)),
    toldBound: emit({ type: 'bound' } as const),
  },
}).createMachine({
  id: 'phoneBinding',
  context: ({ input }) => ({ countryCode: DEFAULT_AREA_CODE, phone: '', code: '', errors: {}, opensOnMount: input.isNeedUpdatePhone }),
  initial: 'mounted',
  states: {
    mounted: {
      always: [{ guard: ({ context }) => context.opensOnMount, target: 'checking' }, { target: 'closed' }],
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check binding',
        onDone: [{ guard: { type: 'needed', params: ({ event }) => event.output }, target: 'open' }, { target: 'closed' }],
        onError: 'closed',
      },
    },
    closed: { on: { 'phone.open': 'open' } },
    open: {
      initial: 'editing',
      on: { 'phone.close': 'closed' },
      states: {
        editing: {
          on: {
            'phone.edit': {
              actions: assign(({ context, event }) => ({
                [event.field]: event.field === 'code' ? event.value.trim() : keepPhoneCharacters(event.value),
                errors: { ...context.errors, [event.field]: undefined },
              })),
            },
            'phone.bind': [{ guard: 'valid', target: 'binding' }, { actions: assign({ errors: ({ context }) => errorsOf(context) }) }],
            'phone.remindLater': 'reminding',
          },
        },
        binding: {
          invoke: {
            id: 'bind',
            src: 'bind phone',
            input: ({ context }) => ({ countryCode: context.countryCode, phone: context.phone, code: context.code }),
            onDone: { target: '#phoneBinding.closed', actions: ['toldSuccess', 'toldBound'] },
            onError: [
              {
                guard: { type: 'isCodeError', params: ({ event }: { event: { error: unknown } }) => event.error },
                target: 'editing',
                actions: 'toldCodeError',
              },
              { target: 'editing', actions: { type: 'toldError', params: ({ event }: { event: { error: unknown } }) => messageOf(event.error) } },
            ],
          },
        },
        reminding: {
          invoke: {
            id: 'remind',
            src: 'remind later',
            onDone: '#phoneBinding.closed',
            onError: { target: 'editing', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
          },
        },
      },
    },
  },
});
