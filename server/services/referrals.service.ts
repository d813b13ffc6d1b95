import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import {
  ApplicationStep,
  ReferralMessages,
  TUTOR_SOURCE_REFERRAL,
  applicationErrors,
  type ReferralLink,
  type ReferralPage,
  type TrackStep,
  type TutorApplicationForm,
} from '../../src/domain/referrals';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import {
  findApplication,
  findApplicationByEmail,
  findReferrerApplicationId,
  insertApplication,
  insertTrackStep,
  listApplicationTrack,
  listReferrerApplications,
  updateApplication,
  userExists,
} from '../repositories/referrals.repository';
import type { Clock } from './clock';
import { postLedgerEntriesIn } from './ledger.service';

/**
 * Referrals: the tutor's link, the applications they refer (TutorApply, TutorSource 12) with their
 * track, and the two ledger events a referral earns the referrer: the applicant's account opened
 * (+1 growth) and their first class (+20 growth), recorded by staff.
 */
export interface ReferralDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const failed = (message: string) => new ApiFailure(ErrorCode.Failed, message);
const missing = () => new ApiFailure(ErrorCode.NotFound, ReferralMessages.notFound, 404);

/** GetReferralLink: the tutor's application link, under the portal's public origin. */
export function referralLink(origin: string, tutorId: number): ReferralLink {
  return { ReferralUrl: `${origin.replace(/\/$/, '')}/apply?ref=T${tutorId}` };
}

/** TutorApply: a referred application; the e-mail may be referred once. */
export async function applyTutor(deps: ReferralDeps, referrerId: number, input: TutorApplicationForm & { TutorSource: number }): Promise<number> {
  const first = Object.values(applicationErrors(input))[0];
  if (first) throw failed(first);
  if (input.TutorSource !== TUTOR_SOURCE_REFERRAL) throw failed(ReferralMessages.sourceInvalid);
  const email = input.Email.trim().toLowerCase();
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    if (await findApplicationByEmail(trx, email)) throw failed(ReferralMessages.duplicate);
    const id = await insertApplication(trx, {
      referrer_id: referrerId,
      first_name: input.FirstName.trim(),
      last_name: input.LastName.trim(),
      email,
      sky_id: input.SkyID.trim(),
      mobile_number: input.MobileNumber.trim(),
      country: input.Country.trim(),
      tutor_source: TUTOR_SOURCE_REFERRAL,
      step: ApplicationStep.applied,
      created_at: at,
    });
    await insertTrackStep(trx, id, ApplicationStep.applied, at);
    return id;
  });
}

/** TeachReferralsV2: the tutor's referred applications, newest first. */
export async function referrals(deps: ReferralDeps, referrerId: number, pageIndex: number, pageSize: number): Promise<ReferralPage> {
  const { rows, total } = await listReferrerApplications(deps.db, referrerId, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return {
    Total: total,
    Items: rows.map((row) => ({
      ApplyId: row.id,
      Name: `${row.first_name} ${row.last_name}`,
      Email: row.email,
      Country: row.country,
      Step: row.step,
      AppliedAt: row.created_at,
    })),
  };
}

/** TrackLogV2: one of the tutor's applications' steps, oldest first. */
export async function applicationTrack(deps: ReferralDeps, referrerId: number, applyId: number): Promise<TrackStep[]> {
  const application = await findReferrerApplicationId(deps.db, referrerId, applyId);
  if (!application) throw missing();
  const rows = await listApplicationTrack(deps.db, applyId);
  return rows.map((row) => ({ Step: row.step, At: row.created_at }));
}

const NEXT: Record<string, { step: ApplicationStep; rule: 'gv.referral_account_opened' | 'gv.referral_started_class' } | undefined> = {
  [ApplicationStep.applied]: { step: ApplicationStep.accountOpened, rule: 'gv.referral_account_opened' },
  [ApplicationStep.accountOpened]: { step: ApplicationStep.firstClass, rule: 'gv.referral_started_class' },
};

/**
 * Staff record the applicant's next step; the referrer's ledger entry is posted with it, once. With
 * Account opened, `accountId` names the tutor account it opened (their levels and team then show).
 */
export async function advanceApplication(deps: ReferralDeps, staffId: number, applyId: number, step: string, accountId?: number): Promise<TrackStep[]> {
  const now = deps.clock.now();
  const referrerId = await deps.db.transaction().execute(async (trx) => {
    const row = await findApplication(trx, applyId);
    if (!row) throw missing();
    const next = NEXT[row.step];
    if (!next || next.step !== step) throw failed(ReferralMessages.stepInvalid);
    if (accountId !== undefined) {
      if (next.step !== ApplicationStep.accountOpened) throw failed(ReferralMessages.stepInvalid);
      if (accountId === row.referrer_id || !(await userExists(trx, accountId))) throw failed(ReferralMessages.accountInvalid);
    }
    await updateApplication(trx, applyId, { step: next.step, ...(accountId !== undefined ? { tutor_id: accountId } : {}) });
    await insertTrackStep(trx, applyId, next.step, now.toISOString());
    await postLedgerEntriesIn(
      trx,
      [
        {
          tutorId: row.referrer_id,
          rule: next.rule,
          source: { type: 'referral', id: applyId },
          countsAt: now,
          note: `${row.first_name} ${row.last_name}`,
          createdBy: staffId,
        },
      ],
      now,
    );
    await appendAudit(trx, {
      actorId: staffId,
      action: 'referral.advance',
      subjectType: 'tutor_application',
      subjectId: applyId,
      before: { step: row.step },
      after: { step: next.step },
      at: now.toISOString(),
    });
    return row.referrer_id;
  });
  return applicationTrack(deps, referrerId, applyId);
}
