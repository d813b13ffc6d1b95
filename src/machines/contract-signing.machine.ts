import { assign, emit, fromPromise, setup } from 'xstate';
import { ContractMessages, SignChannel, type ContractInfo as ContractInfoAnswer, type ShownContract, type SignPhoneInfo } from '../domain/contract';
import { ErrorCode } from '../domain/error-codes';
import { ContractAuditStatus } from '../domain/sign-contract';
import { VerificationMessages } from '../domain/verification';
import { errorCodeOf, messageOf, notice, type MessageResult, type RecordsNotice } from './records-notify';

/** The contract as the page keeps it: the last answer, with the text GetContractInfo sent (the save and sign answers carry none). */
export interface ContractInfo extends ContractInfoAnswer {
  contract?: ShownContract;
}

export type PhoneInfo = SignPhoneInfo;

export interface ContractSigningContext {
  info: ContractInfo | null;
  phone: PhoneInfo | null;
  typedName: string;
  address: string;
  agreed: boolean;
  channel: SignChannel;
  /** The bound phone's number as the tutor types it again (the code goes to it). */
  phoneNumber: string;
  code: string;
  errors: Partial<Record<'typedName' | 'agreed' | 'code' | 'phoneNumber', string>>;
}

export type ContractSigningEvent =
  | { type: 'contract.edit'; field: 'typedName' | 'address' | 'code' | 'phoneNumber'; value: string }
  | { type: 'contract.agree'; agreed: boolean }
  | { type: 'contract.save' }
  | { type: 'contract.channel'; channel: SignChannel }
  | { type: 'contract.sign' }
  | { type: 'contract.back' }
  | { type: 'contract.signAgain' }
  | { type: 'contract.reload' };

export interface SignInput {
  channel: SignChannel;
  code: string;
  countryCode: string;
  phone: string;
}

const canSignNow = (info: ContractInfo) => info.auditStatus !== ContractAuditStatus.auditing && info.auditStatus !== ContractAuditStatus.passed;

/**
 * Signing the contract (/signContract/contract, /signContractCustom/contractCustom): read and fill
 * in (SaveContractInfo), verify by a code to the bound phone (SignContractVerifyCode) or to the
 * e-mail (SignContractVerifyCodeByEmail), then the signed PDF is ready to download while staff
 * audit it (statuses per shell.md §4).
 */
export const contractSigningMachine = setup({
  types: { context: {} as ContractSigningContext, events: {} as ContractSigningEvent, emitted: {} as RecordsNotice },
  actors: {
    'load contract': fromPromise<{ info: ContractInfo; phone: PhoneInfo }>(async () => {
      throw new Error("'load contract' is not provided");
    }),
    'save contract': fromPromise<ContractInfo, { typedName: string; address: string; agreed: boolean }>(async () => {
      throw new Error("'save contract' is not provided");
    }),
    'sign contract': fromPromise<MessageResult<ContractInfo>, SignInput>(async () => {
      throw new Error("'sign contract' is not provided");
    }),
  },
  guards: {
    /** Nothing signed yet: the form. A signature (in audit, passed or failed) shows first, failed ones with Sign again. */
    mustFill: (_, info: ContractInfo) => canSignNow(info) && info.signature === null,
    formValid: ({ context }) => context.typedName.trim() !== '' && context.agreed,
    codeValid: ({ context }) => context.code.trim() !== '' && (context.channel === SignChannel.email || context.phoneNumber.trim() !== ''),
    isCodeError: (_, error: unknown) => errorCodeOf(error) === ErrorCode.VerificationCodeError,
    mayResign: ({ context }) => context.info !== null && canSignNow(context.info),
  },
  actions: {
    keepLoaded: assign((_, loaded: { info: ContractInfo; phone: PhoneInfo }) => ({
      info: loaded.info,
      phone: loaded.phone,
      typedName: loaded.info.draft?.typedName ?? '',
      address: loaded.info.draft?.address ?? '',
      agreed: loaded.info.draft?.agreed ?? false,
      channel: loaded.phone.hasPhone ? SignChannel.phone : SignChannel.email,
      code: '',
      errors: {},
    })),
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
    toldCodeError: emit(() => notice('error', VerificationMessages.codeInputError)),
  },
}).createMachine({
  id: 'contractSigning',
  context: { info: null, phone: null, typedName: '', address: '', agreed: false, channel: SignChannel.email, phoneNumber: '', code: '', errors: {} },
  initial: 'loading',
  on: {
    'contract.edit': { actions: assign(({ context, event }) => ({ [event.field]: event.value, errors: { ...context.errors, [event.field]: undefined } })) },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load contract',
        onDone: [
          {
            guard: { type: 'mustFill', params: ({ event }) => event.output.info },
            target: 'filling',
            actions: { type: 'keepLoaded', params: ({ event }) => event.output },
          },
          { target: 'signed', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    failed: { on: { 'contract.reload': 'loading' } },
    filling: {
      on: {
        'contract.agree': { actions: assign(({ context, event }) => ({ agreed: event.agreed, errors: { ...context.errors, agreed: undefined } })) },
        'contract.save': [
          { guard: 'formValid', target: 'saving' },
          {
            actions: assign(({ context }) => ({
              errors: {
                ...(context.typedName.trim() ? {} : { typedName: ContractMessages.typedNameRequired }),
                ...(context.agreed ? {} : { agreed: ContractMessages.mustAgree }),
              },
            })),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save contract',
        input: ({ context }) => ({ typedName: context.typedName.trim(), address: context.address.trim(), agreed: context.agreed }),
        onDone: { target: 'verifying', actions: assign({ info: ({ event }) => event.output }) },
        onError: { target: 'filling', actions: { type: 'toldError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    verifying: {
      description: 'The tutor asks for a code (the page’s code button) and enters it.',
      on: {
        'contract.channel': { actions: assign({ channel: ({ event }) => event.channel, code: '', errors: {} }) },
        'contract.back': 'filling',
        'contract.sign': [
          { guard: 'codeValid', target: 'signing' },
          {
            actions: assign(({ context }) => ({
              errors: {
                ...(context.code.trim() ? {} : { code: VerificationMessages.required }),
                ...(context.channel === SignChannel.phone && !context.phoneNumber.trim() ? { phoneNumber: VerificationMessages.required } : {}),
              },
            })),
          },
        ],
      },
    },
    signing: {
      invoke: {
        id: 'sign',
        src: 'sign contract',
        input: ({ context }) => ({
          channel: context.channel,
          code: context.code.trim(),
          countryCode: context.phone?.countryCode ?? '',
          phone: context.phoneNumber,
        }),
        onDone: {
          target: 'signed',
          actions: [assign({ info: ({ event }) => event.output.body, code: '' }), { type: 'toldSuccess', params: ({ event }) => event.output.message }],
        },
        onError: [
          { guard: { type: 'isCodeError', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'verifying', actions: 'toldCodeError' },
          { target: 'verifying', actions: { type: 'toldError', params: ({ event }: { event: { error: unknown } }) => messageOf(event.error) } },
        ],
      },
    },
    signed: {
      description: 'Signed: auditing, passed, or failed (then the tutor may sign again).',
      on: { 'contract.signAgain': { guard: 'mayResign', target: 'filling' }, 'contract.reload': 'loading' },
    },
  },
});
