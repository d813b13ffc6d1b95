import type { Static } from '@sinclair/typebox';
import type { MaterialRemarkSchema } from '../../src/domain/api/class-detail.schemas';
import {
  ClassDetailMessages,
  REMARK_PROMPT_MINUTES,
  REMARK_RATING_MAX,
  REMARK_TEXT_MAX,
  REMARK_TEXT_MIN,
  REMARK_WINDOW_DAYS,
  RemarkKind,
  type RemarkContent,
  type RemarkView,
} from '../../src/domain/class-detail';
import { ClassActor, ClassEventKind, ClassStatus, ClassType } from '../../src/domain/classes';
import type { ClassRow } from '../repositories/classes.repository';
import { remarksOfClass, studentRemarksBefore, upsertRemark, type ClassRemarkRow } from '../repositories/class-remarks.repository';
import { recordClassEventIn } from './class.service';
import { eventContext, failed, ownClass, type ClassDetailDeps } from './class-detail-access';

/**
 * Class remarks (teaching.md §2): the class remark (VipClassRemark), the knowledge-point remark,
 * the trial-class remark, and "remark later" (a draft). A submitted remark is a `remark_submitted`
 * class event recorded through the class service, so the ledger's rule rewards the class's first
 * one (more when within an hour of the class's end). Writing again edits the remark of that kind.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** What a remark call takes (its body less the class id), stored as the remark's content. */
export type RemarkInput = RemarkContent;

function toView(row: ClassRemarkRow): RemarkView {
  return { Kind: row.kind, Status: row.status, Content: JSON.parse(row.content) as RemarkInput, UpdatedAt: row.updated_at, SubmittedAt: row.submitted_at };
}

/** Whether a remark may be written now: the class started, is not cancelled or missed, and the window is open. */
function assertRemarkable(lesson: ClassRow, nowMs: number): void {
  if (lesson.status === ClassStatus.cancelled || lesson.status === ClassStatus.absent) throw failed(ClassDetailMessages.remarkClassCancelled);
  if (nowMs < Date.parse(lesson.start_at)) throw failed(ClassDetailMessages.remarkTooEarly);
  if (nowMs > Date.parse(lesson.end_at) + REMARK_WINDOW_DAYS * DAY) throw failed(ClassDetailMessages.remarkClosed);
}

function checkInput(kind: string, input: RemarkInput): RemarkInput {
  const content = input.Content.trim();
  if (content.length < REMARK_TEXT_MIN || content.length > REMARK_TEXT_MAX) throw failed(ClassDetailMessages.remarkTextLength);
  const scores = [...Object.values(input.Ratings ?? {}), ...(input.Points ?? []).map((p) => p.Mastery)];
  if (scores.some((score) => !Number.isInteger(score) || score < 1 || score > REMARK_RATING_MAX)) throw failed(ClassDetailMessages.remarkRating);
  return {
    Content: content,
    ...(input.Ratings ? { Ratings: input.Ratings } : {}),
    ...(input.Points ? { Points: input.Points } : {}),
    ...(kind === RemarkKind.trial ? { Level: (input.Level ?? '').trim(), Suggestion: (input.Suggestion ?? '').trim() } : {}),
  };
}

/** Submits a remark of a kind for the tutor's class, as a class event in the same transaction. */
export async function submitRemark(deps: ClassDetailDeps, tutorId: number, classId: number, kind: RemarkKind, input: RemarkInput): Promise<RemarkView> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const at = deps.clock.now();
  assertRemarkable(lesson, at.getTime());
  if (kind === RemarkKind.trial && lesson.class_type !== ClassType.trial) throw failed(ClassDetailMessages.remarkNotTrial);
  const content = checkInput(kind, input);
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await remarksOfClass(trx, lesson.id);
    const saved = await upsertRemark(trx, {
      classId: lesson.id,
      tutorId,
      kind,
      status: 'submitted',
      content: JSON.stringify(content),
      at: at.toISOString(),
      submittedAt: at.toISOString(),
    });
    const first = !before.some((r) => r.status === 'submitted');
    const prompt = at.getTime() <= Date.parse(lesson.end_at) + REMARK_PROMPT_MINUTES * MINUTE;
    await recordClassEventIn(
      trx,
      lesson,
      { kind: ClassEventKind.remarkSubmitted, actor: ClassActor.tutor, actorId: tutorId, details: { remarkKind: kind, first, prompt } },
      at,
      eventContext(deps),
    );
    return saved;
  });
  return toView(row);
}

/**
 * SumbitClassMomoLater: keeps what the tutor wrote as a draft to finish later (no event, no reward);
 * a submitted remark of the kind is not turned back into a draft.
 */
export async function saveRemarkLater(deps: ClassDetailDeps, tutorId: number, classId: number, kind: RemarkKind, input: RemarkInput): Promise<RemarkView> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  const at = deps.clock.now();
  assertRemarkable(lesson, at.getTime());
  const content = input.Content.trim();
  if (content.length > REMARK_TEXT_MAX) throw failed(ClassDetailMessages.remarkTextLength);
  const existing = (await remarksOfClass(deps.db, lesson.id)).find((r) => r.kind === kind);
  if (existing?.status === 'submitted') return toView(existing);
  const row = await upsertRemark(deps.db, {
    classId: lesson.id,
    tutorId,
    kind,
    status: 'draft',
    content: JSON.stringify({ ...input, Content: content }),
    at: at.toISOString(),
    submittedAt: null,
  });
  return toView(row);
}

/** The class's remarks (drafts and submitted), for the page's form. */
export async function classRemarks(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<RemarkView[]> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  return (await remarksOfClass(deps.db, lesson.id)).map(toView);
}

/** GetMaterialRemarkDetail: the student's earlier remarks; another tutor's class is named by its time only. */
export async function materialRemarkDetail(deps: ClassDetailDeps, tutorId: number, classId: number): Promise<Static<typeof MaterialRemarkSchema>> {
  const lesson = await ownClass(deps.db, tutorId, classId);
  if (!lesson.student_id) return [];
  const rows = await studentRemarksBefore(deps.db, lesson.student_id, lesson.start_at, 5);
  return rows.map((row) => {
    const content = JSON.parse(row.content) as RemarkInput;
    return {
      CLID: row.tutor_id === tutorId ? row.class_id : 0,
      ClassTime: row.start_at,
      SubjectName: row.lesson_name ?? '',
      Kind: row.kind,
      Summary: content.Content.length > 200 ? `${content.Content.slice(0, 199)}…` : content.Content,
    };
  });
}
