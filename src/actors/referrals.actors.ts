import { fromPromise } from 'xstate';
import {
  TUTOR_SOURCE_REFERRAL,
  type ReferralLink,
  type ReferralPage,
  type TrackStep,
  type TutorApplicationForm,
  type TutorApplyRequest,
} from '../domain/referrals';
import { referralAddMachine } from '../machines/referral-add.machine';
import { referralsPageMachine } from '../machines/referrals-page.machine';
import type { PageDeps } from './page-logic';

/** /myReferrals with its real calls. */
export function createReferralsLogic(deps: PageDeps) {
  const page = referralsPageMachine.provide({
    actors: {
      'load referrals': fromPromise(async ({ signal }) => {
        const [link, page] = await Promise.all([
          deps.api.post<ReferralLink>('/api/TutorComm/GetReferralLink', undefined, undefined, { signal }),
          deps.api.post<ReferralPage>('/api/Referrals/TeachReferralsV2', { pageIndex: 1, pageSize: 50 }, undefined, { signal }),
        ]);
        return { link: link.ReferralUrl, page };
      }),
      'load track': fromPromise<TrackStep[], { applyId: number }>(({ input, signal }) =>
        deps.api.post<TrackStep[]>('/api/Referrals/TrackLogV2', undefined, { applyId: input.applyId }, { signal }),
      ),
    },
  });
  const add = referralAddMachine.provide({
    actors: {
      'apply tutor': fromPromise<string, TutorApplicationForm>(
        async ({ input, signal }) =>
          (
            await deps.api.postWithMessage(
              '/api/teachInfo/TutorApply',
              { ...input, TutorSource: TUTOR_SOURCE_REFERRAL } satisfies TutorApplyRequest,
              undefined,
              { signal },
            )
          ).message,
      ),
    },
  });
  return { page, add };
}
