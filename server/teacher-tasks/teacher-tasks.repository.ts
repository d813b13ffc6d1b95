import type { Kysely } from 'kysely';
import { Role } from '../../src/domain/routes';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** One page of a tutor's assignments, newest first, with their tasks (one query). */
export function tutorAssignmentRows(db: Db, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('teacher_task_assignments as a')
    .innerJoin('teacher_tasks as t', 't.id', 'a.task_id')
    .select(['a.id as assignment_id', 't.id as task_id', 't.title', 't.due_at', 't.growth_task_code', 'a.state', 'a.assigned_at', 'a.submitted_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.assigned_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countTutorAssignments(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('teacher_task_assignments')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tutor's assignment of a task, with the task; undefined when the task is not theirs. */
export function findTutorAssignment(db: Db, userId: number, taskId: number) {
  return db
    .selectFrom('teacher_task_assignments as a')
    .innerJoin('teacher_tasks as t', 't.id', 'a.task_id')
    .select([
      'a.id as assignment_id',
      't.id as task_id',
      't.title',
      't.description',
      't.due_at',
      't.file_answer',
      't.growth_task_code',
      'a.state',
      'a.assigned_at',
      'a.submitted_at',
    ])
    .where('a.user_id', '=', userId)
    .where('a.task_id', '=', taskId)
    .executeTakeFirst();
}

export function taskAttachments(db: Db, taskId: number) {
  return db.selectFrom('teacher_task_attachments').select(['name', 'url']).where('task_id', '=', taskId).orderBy('position').execute();
}

/** The latest answer of an assignment with its review, if any, and its file's name. */
export function latestAnswer(db: Db, assignmentId: number) {
  return db
    .selectFrom('teacher_task_answers as an')
    .leftJoin('teacher_task_reviews as r', 'r.answer_id', 'an.id')
    .leftJoin('stored_files as f', 'f.file_ref', 'an.file_ref')
    .select(['an.id', 'an.text', 'an.file_ref', 'an.submitted_at', 'f.original_name as file_name', 'r.verdict', 'r.comment', 'r.reviewed_at'])
    .where('an.assignment_id', '=', assignmentId)
    .orderBy('an.submitted_at', 'desc')
    .orderBy('an.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The previous review (of an earlier answer), shown while a returned task waits for a new answer. */
export function latestReview(db: Db, assignmentId: number) {
  return db
    .selectFrom('teacher_task_reviews as r')
    .innerJoin('teacher_task_answers as an', 'an.id', 'r.answer_id')
    .select(['r.verdict', 'r.comment', 'r.reviewed_at'])
    .where('an.assignment_id', '=', assignmentId)
    .orderBy('r.reviewed_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertAnswer(db: Db, answer: { assignmentId: number; text: string; fileRef: string | null; submittedAt: string }): Promise<number> {
  const row = await db
    .insertInto('teacher_task_answers')
    .values({ assignment_id: answer.assignmentId, text: answer.text, file_ref: answer.fileRef, submitted_at: answer.submittedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves an assignment from one of `from` to `to`; answers how many rows changed, so two racing
 * submits (or reviews) change it once.
 */
export async function moveAssignment(
  db: Db,
  assignmentId: number,
  from: readonly string[],
  to: string,
  at: { submitted_at?: string; reviewed_at?: string },
): Promise<number> {
  const result = await db
    .updateTable('teacher_task_assignments')
    .set({ state: to, ...at })
    .where('id', '=', assignmentId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertTask(
  db: Db,
  task: { title: string; description: string; dueAt: string; fileAnswer: boolean; growthTaskCode: string | null; createdBy: number; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('teacher_tasks')
    .values({
      title: task.title,
      description: task.description,
      due_at: task.dueAt,
      file_answer: task.fileAnswer ? 1 : 0,
      growth_task_code: task.growthTaskCode,
      created_by: task.createdBy,
      created_at: task.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachments(db: Db, taskId: number, attachments: readonly { name: string; url: string }[]): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insertInto('teacher_task_attachments')
    .values(attachments.map((a, position) => ({ task_id: taskId, position, name: a.name, url: a.url })))
    .execute();
}

export async function insertAssignments(db: Db, taskId: number, userIds: readonly number[], assignedAt: string): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('teacher_task_assignments')
    .values(userIds.map((user_id) => ({ task_id: taskId, user_id, state: 'assigned', assigned_at: assignedAt, submitted_at: null, reviewed_at: null })))
    .execute();
}

/** Staff's page of answers: assignments with their tutor and task, filtered by task and state. */
export function staffAssignmentRows(db: Db, filter: { taskId?: number | undefined; state?: string | undefined }, offset: number, limit: number) {
  let query = db
    .selectFrom('teacher_task_assignments as a')
    .innerJoin('teacher_tasks as t', 't.id', 'a.task_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id as assignment_id',
      't.id as task_id',
      't.title',
      't.due_at',
      'a.user_id',
      'u.account',
      'u.first_name',
      'u.last_name',
      'a.state',
      'a.assigned_at',
      'a.submitted_at',
    ]);
  if (filter.taskId !== undefined) query = query.where('a.task_id', '=', filter.taskId);
  if (filter.state !== undefined) query = query.where('a.state', '=', filter.state);
  return query.orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc').offset(offset).limit(limit).execute();
}

export async function countStaffAssignments(db: Db, filter: { taskId?: number | undefined; state?: string | undefined }): Promise<number> {
  let query = db.selectFrom('teacher_task_assignments').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (filter.taskId !== undefined) query = query.where('task_id', '=', filter.taskId);
  if (filter.state !== undefined) query = query.where('state', '=', filter.state);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Answers of a page of assignments, newest first (one query for the page). */
export function answersOf(db: Db, assignmentIds: readonly number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teacher_task_answers as an')
    .leftJoin('teacher_task_reviews as r', 'r.answer_id', 'an.id')
    .select(['an.id', 'an.assignment_id', 'an.text', 'an.file_ref', 'an.submitted_at', 'r.verdict', 'r.comment', 'r.reviewed_at'])
    .where('an.assignment_id', 'in', assignmentIds)
    .orderBy('an.submitted_at', 'desc')
    .orderBy('an.id', 'desc')
    .execute();
}

export function findAssignment(db: Db, assignmentId: number) {
  return db
    .selectFrom('teacher_task_assignments as a')
    .innerJoin('teacher_tasks as t', 't.id', 'a.task_id')
    .select(['a.id', 'a.user_id', 'a.state', 'a.task_id', 't.title'])
    .where('a.id', '=', assignmentId)
    .executeTakeFirst();
}

export async function insertReview(
  db: Db,
  review: { answerId: number; verdict: string; comment: string; reviewedBy: number; reviewedAt: string },
): Promise<void> {
  await db
    .insertInto('teacher_task_reviews')
    .values({ answer_id: review.answerId, verdict: review.verdict, comment: review.comment, reviewed_by: review.reviewedBy, reviewed_at: review.reviewedAt })
    .execute();
}

/** Staff's list of tasks, newest first, with how many tutors have each state. */
export function staffTaskRows(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('teacher_tasks as t')
    .leftJoin('teacher_task_assignments as a', 'a.task_id', 't.id')
    .select((eb) => [
      't.id',
      't.title',
      't.due_at',
      't.created_at',
      eb.fn.count<string | number>('a.id').as('assigned'),
      eb.fn.count<string | number>(eb.case().when('a.state', '=', 'submitted').then(1).end()).as('submitted'),
      eb.fn.count<string | number>(eb.case().when('a.state', '=', 'reviewed').then(1).end()).as('reviewed'),
    ])
    .groupBy(['t.id', 't.title', 't.due_at', 't.created_at'])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countTasks(db: Db): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('teacher_tasks')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** Which of `userIds` are tutors (hold the teacher role). */
export function findTutorIdsAmong(db: Db, userIds: readonly number[]): Promise<Array<{ user_id: number }>> {
  return db
    .selectFrom('user_roles')
    .select('user_id')
    .where('role', '=', Role.teacher)
    .where('user_id', 'in', [...userIds])
    .execute();
}
