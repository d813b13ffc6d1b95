import { fromPromise } from 'xstate';
import {
  ReferralVersion,
  REFERRAL_DETAIL_PAGE_SIZE,
  type LevelRecord,
  type LotteryDraw,
  type LotteryInfo,
  type Paged,
  type ReferralBonus,
  type ReferralPage,
  type ReferralSummary,
  type ReferralTeamMember,
  type ReferralTutorInfo,
  type ReferralV1Record,
  type ReferralVersionAnswer,
  type TrackLogV1,
  type TrackStep,
  type WonPrize,
} from '../domain/referrals';
import { referralListMachine } from '../machines/referral-list.machine';
import { referralLotteryMachine } from '../machines/referral-lottery.machine';
import { referralStatusMachine } from '../machines/referral-status.machine';
import { referralSummaryMachine, type ReferralPeriod } from '../machines/referral-summary.machine';
import type { PageDeps } from './page-logic';

const DAY = 86_400_000;

/** [beginDate, the day after endDate): the period's last day counts. */
export function periodQuery(period: ReferralPeriod): { beginDate: string; endDate: string } {
  const end = new Date(Date.parse(`${period.endDate}T00:00:00.000Z`) + DAY).toISOString().slice(0, 10);
  return { beginDate: period.beginDate, endDate: end };
}

async function versionOf(deps: PageDeps, signal: AbortSignal): Promise<ReferralVersion> {
  return (await deps.api.post<ReferralVersionAnswer>('/api/Referrals/ReferralVerson', undefined, undefined, { signal })).Version;
}

/** /referrals: the period summary and the lottery with the prize list. */
export function createReferralOverviewLogic(deps: PageDeps) {
  const summary = referralSummaryMachine.provide({
    actors: {
      'load summary': fromPromise<ReferralSummary, ReferralPeriod>(({ input, signal }) =>
        deps.api.post<ReferralSummary>('/api/Referrals/ReferralInfo', undefined, periodQuery(input), { signal }),
      ),
    },
  });
  const lottery = referralLotteryMachine.provide({
    actors: {
      'load lottery': fromPromise(async ({ signal }) => {
        const [info, won] = await Promise.all([
          deps.api.post<LotteryInfo>('/api/Referrals/LotteryInfo', undefined, undefined, { signal }),
          deps.api.post<Paged<WonPrize>>('/api/Referrals/LotteryPrizeList', { PageIndex: 1, PageSize: 20 }, undefined, { signal }),
        ]);
        return { info, won };
      }),
      'draw lottery': fromPromise(({ signal }) => deps.api.post<LotteryDraw>('/api/Referrals/LotteryDraw', undefined, undefined, { signal })),
    },
  });
  return { summary, lottery };
}

/** /referralsList: TeachReferralsV2 paged, or the first version's TeachReferrals paged here. */
export function createReferralListLogic(deps: PageDeps) {
  return referralListMachine.provide({
    actors: {
      'load list': fromPromise<ReferralPage, { pageIndex: number }>(async ({ input, signal }) => {
        if ((await versionOf(deps, signal)) === ReferralVersion.v1) {
          const all = await deps.api.post<ReferralV1Record[]>('/api/teachInfo/TeachReferrals', undefined, undefined, { signal });
          const start = (input.pageIndex - 1) * REFERRAL_DETAIL_PAGE_SIZE;
          return {
            Total: all.length,
            Items: all.slice(start, start + REFERRAL_DETAIL_PAGE_SIZE).map((r) => ({
              ApplyId: r.ApplyId,
              Name: `${r.FirstName} ${r.LastName}`,
              Email: r.Email,
              Country: r.Country,
              Step: r.Status,
              AppliedAt: r.CreateTime,
            })),
          };
        }
        return deps.api.post<ReferralPage>('/api/Referrals/TeachReferralsV2', { pageIndex: input.pageIndex, pageSize: REFERRAL_DETAIL_PAGE_SIZE }, undefined, {
          signal,
        });
      }),
    },
  });
}

/** /referralStatus: one referral's tutor, levels, track (TrackLogV2, or TrackLog in the first version), bonuses and team. */
export function createReferralStatusLogic(deps: PageDeps) {
  const paged = <T>(path: string) =>
    fromPromise<Paged<T>, { applyId: number; pageIndex: number }>(({ input, signal }) =>
      deps.api.post<Paged<T>>(path, { applyId: input.applyId, PageIndex: input.pageIndex, PageSize: REFERRAL_DETAIL_PAGE_SIZE }, undefined, { signal }),
    );
  return referralStatusMachine.provide({
    actors: {
      'load details': fromPromise(async ({ input, signal }: { input: { applyId: number }; signal: AbortSignal }) => {
        const query = { applyId: input.applyId };
        const [info, levels, version] = await Promise.all([
          deps.api.post<ReferralTutorInfo>('/api/Referrals/ReferralTutorInfo', undefined, query, { signal }),
          deps.api.post<LevelRecord[]>('/api/Referrals/ReferralTutorLevelRecord', undefined, query, { signal }),
          versionOf(deps, signal),
        ]);
        const track: TrackStep[] =
          version === ReferralVersion.v1
            ? (await deps.api.post<TrackLogV1[]>('/api/teachInfo/TrackLog', query, undefined, { signal })).map((s) => ({ Step: s.Status, At: s.CreateTime }))
            : await deps.api.post<TrackStep[]>('/api/Referrals/TrackLogV2', undefined, query, { signal });
        return { info, levels, track };
      }),
      'load bonuses': paged<ReferralBonus>('/api/Referrals/ReferralBoundsList'),
      'load team': paged<ReferralTeamMember>('/api/Referrals/ReferralTeam'),
    },
  });
}
