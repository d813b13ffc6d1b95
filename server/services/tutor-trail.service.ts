import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { TutorTrailTexts, tutorTrailOf, type TutorTrail } from '../../src/domain/tutor-trail';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { trialRecord } from '../repositories/tutor-trail.repository';

/** GetTutorTrail (tuid): the signed-in tutor's own trial record; another tuid is refused. */
export async function tutorTrail(db: Kysely<Database>, tutorId: number, askedFor: number | undefined): Promise<TutorTrail> {
  if (askedFor !== undefined && askedFor !== tutorId) throw new ApiFailure(ErrorCode.Forbidden, TutorTrailTexts.otherTutor, 403);
  const record = await trialRecord(db, tutorId);
  return tutorTrailOf(tutorId, record.trialClasses, record.conversions, record.lastTrialAt);
}
