import { assign, emit, fromPromise, setup } from 'xstate';
import { applicationErrors, type ApplicationField, type TutorApplicationForm } from '../domain/referrals';
import { messageOf, notice, type RecordsNotice } from './records-notify';

export interface ReferralAddContext {
  form: TutorApplicationForm;
  errors: Partial<Record<ApplicationField, string>>;
  failure: string;
}

export type ReferralAddEvent = { type: 'referral.edit'; field: ApplicationField; value: string } | { type: 'referral.submit' } | { type: 'referral.reset' };

const blank = (): TutorApplicationForm => ({ FirstName: '', LastName: '', Email: '', SkyID: '', MobileNumber: '', Country: '' });

/**
 * Add referral (TutorApply, TutorSource fixed at 12): the form's rules before sending; success
 * shows the server message and ends in `added` (emitting `added`); a refusal shows the server Msg
 * as an error (growth-account.md §8) and keeps the form.
 */
export const referralAddMachine = setup({
  types: { context: {} as ReferralAddContext, events: {} as ReferralAddEvent, emitted: {} as RecordsNotice | { type: 'added' } },
  actors: {
    'apply tutor': fromPromise<string, TutorApplicationForm>(async () => {
      throw new Error("'apply tutor' is not provided");
    }),
  },
  guards: { valid: ({ context }) => Object.keys(applicationErrors(context.form)).length === 0 },
  actions: {
    toldSuccess: emit((_, message: string) => notice('success', message)),
    toldError: emit((_, message: string) => notice('error', message)),
    toldAdded: emit({ type: 'added' as const }),
  },
}).createMachine({
  id: 'referralAdd',
  context: { form: blank(), errors: {}, failure: '' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'referral.edit': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            failure: '',
          })),
        },
        'referral.submit': [{ guard: 'valid', target: 'submitting' }, { actions: assign(({ context }) => ({ errors: applicationErrors(context.form) })) }],
      },
    },
    submitting: {
      invoke: {
        id: 'apply',
        src: 'apply tutor',
        input: ({ context }) => context.form,
        onDone: { target: 'added', actions: [{ type: 'toldSuccess', params: ({ event }) => event.output }, 'toldAdded'] },
        onError: {
          target: 'editing',
          actions: [assign({ failure: ({ event }) => messageOf(event.error) }), { type: 'toldError', params: ({ event }) => messageOf(event.error) }],
        },
      },
    },
    added: { on: { 'referral.reset': { target: 'editing', actions: assign({ form: blank(), errors: {}, failure: '' }) } } },
  },
});
