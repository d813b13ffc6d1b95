import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from './records-notify';

export interface ReferralShareContext {
  link: string;
  failure: string;
  copied: boolean;
}

export type ReferralShareEvent = { type: 'share.open' } | { type: 'share.close' } | { type: 'share.copy' };

/**
 * The referral share floating button's panel: opening loads the tutor's link (GetReferralLink) once;
 * Copy puts it on the clipboard. A failed load shows the server Msg (growth-account.md §8) and may be retried by opening again.
 */
export const referralShareMachine = setup({
  types: { context: {} as ReferralShareContext, events: {} as ReferralShareEvent },
  actors: {
    'load link': fromPromise<string>(async () => {
      throw new Error("'load link' is not provided");
    }),
    'copy link': fromPromise<void, { link: string }>(async () => {
      throw new Error("'copy link' is not provided");
    }),
  },
  guards: { hasLink: ({ context }) => context.link !== '' },
}).createMachine({
  id: 'referralShare',
  context: { link: '', failure: '', copied: false },
  initial: 'closed',
  states: {
    closed: {
      on: { 'share.open': [{ guard: 'hasLink', target: 'open' }, { target: 'loading' }] },
    },
    loading: {
      on: { 'share.close': 'closed' },
      invoke: {
        id: 'load',
        src: 'load link',
        onDone: { target: 'open', actions: assign({ link: ({ event }) => event.output, failure: '' }) },
        onError: { target: 'open', actions: assign({ failure: ({ event }) => messageOf(event.error) }) },
      },
    },
    open: {
      entry: assign({ copied: false }),
      on: {
        'share.close': { target: 'closed', actions: assign({ failure: '' }) },
        'share.copy': { guard: 'hasLink', target: 'copying' },
      },
    },
    copying: {
      invoke: {
        id: 'copy',
        src: 'copy link',
        input: ({ context }) => ({ link: context.link }),
        onDone: { target: 'copied' },
        onError: { target: 'open', actions: assign({ failure: 'Copy failed: select the link and copy it yourself.' }) },
      },
    },
    copied: {
      entry: assign({ copied: true }),
      on: { 'share.close': 'closed', 'share.copy': 'copying' },
    },
  },
});
