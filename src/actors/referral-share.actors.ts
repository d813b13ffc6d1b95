import { fromPromise } from 'xstate';
import type { ReferralLink } from '../domain/referrals';
import { referralShareMachine } from '../machines/referral-share.machine';
import type { PageDeps } from './page-logic';

/** The referral share button's link (GetReferralLink) and the clipboard. */
export function createReferralShareLogic(deps: PageDeps) {
  return referralShareMachine.provide({
    actors: {
      'load link': fromPromise<string>(
        async ({ signal }) => (await deps.api.post<ReferralLink>('/api/TutorComm/GetReferralLink', undefined, undefined, { signal })).ReferralUrl,
      ),
      'copy link': fromPromise<void, { link: string }>(({ input }) => navigator.clipboard.writeText(input.link)),
    },
  });
}
