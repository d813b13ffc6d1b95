import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { LearnedTagSchema, LearningTagLogBody, SkypeIdSchema } from '../../src/domain/api/widgets.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { LearningTagLabel, type LearningTagContent, type LearningTagIds } from '../../src/domain/learning-tags';
import type { MonitoringWarning, OpenMonitoringWarning } from '../../src/domain/layout-widgets';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { checkSkypeId, SKYPE_DIALOG_TYPE, SKYPE_ID_MAX_LENGTH, type DialogListItem } from '../../src/domain/skype';
import {
  answerDialogPrompts,
  findSkypeId,
  openDialogPrompts,
  saveSkypeId,
  findAssignedLearningTag,
  findOpenMonitoringWarning,
  findTeacherRole,
  insertMonitoringWarning,
  markLearningTagLearned,
  pendingLearningTagIds,
} from '../repositories/widgets.repository';
import { addCustomData } from './behaviour-data.service';
import type { Clock } from './clock';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
}

const tagMissing = () => new ApiFailure(ErrorCode.NotFound, 'This learning tag does not exist.', 404);

/** The monitoring warning a tutor has not yet answered (the oldest), or null. */
export async function openMonitoringWarning(db: Kysely<Database>, userId: number): Promise<OpenMonitoringWarning> {
  const row = await findOpenMonitoringWarning(db, userId);
  return { Warning: row ? { Id: row.id, Reason: row.reason, IssuedAt: row.issued_at } : null };
}

/** Staff warn a tutor after monitoring a class; the tutor sees it on the next page and agrees to the protocol again. */
export async function issueMonitoringWarning(deps: Deps, staffId: number, tutorId: number, reason: string): Promise<MonitoringWarning> {
  const trimmed = reason.trim();
  if (!trimmed) throw new ApiFailure(ErrorCode.Failed, 'Reason is required.');
  const tutor = await findTeacherRole(deps.db, tutorId);
  if (!tutor) throw new ApiFailure(ErrorCode.NotFound, 'This tutor does not exist.', 404);
  const issuedAt = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const id = await insertMonitoringWarning(trx, { userId: tutorId, reason: trimmed, issuedBy: staffId, issuedAt });
    await appendAudit(trx, {
      actorId: staffId,
      action: 'monitoring.warn',
      subjectType: 'tutor',
      subjectId: tutorId,
      before: null,
      after: { id, reason: trimmed },
      at: issuedAt,
    });
    return { Id: id, Reason: trimmed, IssuedAt: issuedAt };
  });
}

/** The ids of the tutor's learning tags still to learn, in order. */
export async function learningTagIds(db: Kysely<Database>, userId: number): Promise<LearningTagIds> {
  return { TagIds: await pendingLearningTagIds(db, userId) };
}

export async function learningTagContent(db: Kysely<Database>, userId: number, tagId: number): Promise<LearningTagContent> {
  const tag = await findAssignedLearningTag(db, userId, tagId);
  if (!tag) throw tagMissing();
  return { TagId: tag.id, Title: tag.title, Content: tag.content };
}

/** LearnCourseTraining {TagId}: the tag is learned (the first time kept) and leaves the tutor's list. */
export async function learnTag(deps: Deps, userId: number, tagId: number): Promise<Static<typeof LearnedTagSchema>> {
  const tag = await findAssignedLearningTag(deps.db, userId, tagId);
  if (!tag) throw tagMissing();
  await markLearningTagLearned(deps.db, userId, tagId, deps.clock.now().toISOString());
  const learned = await findAssignedLearningTag(deps.db, userId, tagId);
  return { TagId: tagId, LearnedAt: learned?.learned_at ?? null };
}

/**
 * The learning-tag dialog's behaviour log, signed in: the same record as the behaviour-data
 * service's AddCustomData (label, time span, Tagid), for the tutor's own tags only, so the browser
 * never holds that service's secret.
 */
export async function logLearningTag(deps: Deps, userId: number, input: Static<typeof LearningTagLogBody>): Promise<boolean> {
  if (input.LabelId !== LearningTagLabel.viewed && input.LabelId !== LearningTagLabel.completed) {
    throw new ApiFailure(ErrorCode.Failed, `LabelId must be ${LearningTagLabel.viewed} or ${LearningTagLabel.completed}.`);
  }
  if (!(await findAssignedLearningTag(deps.db, userId, input.TagId))) throw tagMissing();
  return addCustomData(
    { db: deps.db, clock: deps.clock, providerTimeZone: 'UTC' },
    { userId, startTime: input.StartTime, endTime: input.EndTime, labelId: input.LabelId, customData: { Tagid: input.TagId } },
    userId,
  );
}

/** ShowDialogList: the prompts the layout opens for the tutor (Type 1: the Skype id). */
export async function dialogList(db: Kysely<Database>, userId: number): Promise<DialogListItem[]> {
  return (await openDialogPrompts(db, userId)).map((row) => ({ Id: row.id, Type: row.type }));
}

/** The Skype id update (body Sky): required and trimmed; answers the Skype prompts. */
export async function updateSkypeId(deps: Deps, userId: number, sky: string): Promise<Static<typeof SkypeIdSchema>> {
  const checked = checkSkypeId(sky);
  if (!checked.ok)
    throw new ApiFailure(
      ErrorCode.Failed,
      checked.message === 'Required' ? 'Skype ID is required.' : `Skype ID must be at most ${SKYPE_ID_MAX_LENGTH} characters.`,
    );
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await saveSkypeId(trx, userId, checked.sky, now);
    await answerDialogPrompts(trx, userId, SKYPE_DIALOG_TYPE, now);
  });
  return { Sky: checked.sky, UpdatedAt: now };
}

export async function skypeId(db: Kysely<Database>, userId: number): Promise<Static<typeof SkypeIdSchema>> {
  const row = await findSkypeId(db, userId);
  return { Sky: row?.sky ?? '', UpdatedAt: row?.updated_at ?? null };
}
