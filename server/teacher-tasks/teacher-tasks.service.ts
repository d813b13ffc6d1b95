import type { Static } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import type { CreatedTaskSchema, ReviewedSchema, StaffAnswerPageSchema, StaffTaskPageSchema } from '../../src/domain/api/teacher-tasks.schemas';
import { ErrorCode } from '../../src/domain/error-codes';
import { findGrowthTask } from '../../src/domain/growth';
import { MessageKind } from '../../src/domain/message-kinds';
import {
  canSubmitTask,
  isAttachmentLink,
  ReviewVerdict,
  StoredTaskState,
  TASK_FILE_MODULE,
  taskAnswerError,
  taskAssignedTitle,
  taskReviewedTitle,
  TeacherTaskMessages,
  visibleTaskState,
  type TaskDetail,
  type TaskListPage,
  type TaskReview,
} from '../../src/domain/teacher-tasks';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import type { Clock } from '../services/clock';
import { sendMessageToTutors, type MessageDeps } from '../services/messages.service';
import { findOwnedStoredFile } from '../uploads/stored-files';
import {
  answersOf,
  countStaffAssignments,
  countTasks,
  countTutorAssignments,
  findAssignment,
  findTutorAssignment,
  insertAnswer,
  findTutorIdsAmong,
  insertAssignments,
  insertAttachments,
  insertReview,
  insertTask,
  latestAnswer,
  latestReview,
  moveAssignment,
  staffAssignmentRows,
  staffTaskRows,
  taskAttachments,
  tutorAssignmentRows,
} from './teacher-tasks.repository';

export interface TeacherTaskDeps extends MessageDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const notFound = () => new ApiFailure(ErrorCode.NotFound, TeacherTaskMessages.notFound, 404);
const refuse = (message: string) => new ApiFailure(ErrorCode.Failed, message);

/** A page of the tutor's tasks, newest first, each in the state the tutor sees now (two queries). */
export async function tutorTaskPage(deps: TeacherTaskDeps, userId: number, pageIndex: number, pageSize: number): Promise<TaskListPage> {
  const now = deps.clock.now();
  const [rows, total] = await Promise.all([tutorAssignmentRows(deps.db, userId, (pageIndex - 1) * pageSize, pageSize), countTutorAssignments(deps.db, userId)]);
  return {
    items: rows.map((row) => ({
      id: row.task_id,
      title: row.title,
      dueAt: row.due_at,
      state: visibleTaskState(row.state as StoredTaskState, row.due_at, now),
      assignedAt: row.assigned_at,
      submittedAt: row.submitted_at,
      growthTaskCode: row.growth_task_code,
    })),
    total,
    pageIndex,
    pageSize,
  };
}

/** One of the tutor's tasks: description, attachments, the latest answer and its review. */
export async function tutorTaskDetail(deps: TeacherTaskDeps, userId: number, taskId: number): Promise<TaskDetail> {
  const row = await findTutorAssignment(deps.db, userId, taskId);
  if (!row) throw notFound();
  const [attachments, answer] = await Promise.all([taskAttachments(deps.db, taskId), latestAnswer(deps.db, row.assignment_id)]);
  let review: TaskReview | null = answer?.verdict
    ? { verdict: answer.verdict as ReviewVerdict, comment: answer.comment ?? '', reviewedAt: answer.reviewed_at ?? '' }
    : null;
  // A returned task waiting for its new answer still shows what staff asked to change.
  if (!review && row.state === StoredTaskState.returned) {
    const last = await latestReview(deps.db, row.assignment_id);
    if (last) review = { verdict: last.verdict as ReviewVerdict, comment: last.comment, reviewedAt: last.reviewed_at };
  }
  return {
    id: row.task_id,
    title: row.title,
    description: row.description,
    dueAt: row.due_at,
    fileAnswer: row.file_answer === 1,
    growthTaskCode: row.growth_task_code,
    state: visibleTaskState(row.state as StoredTaskState, row.due_at, deps.clock.now()),
    assignedAt: row.assigned_at,
    submittedAt: row.submitted_at,
    attachments,
    answer: answer ? { text: answer.text, fileRef: answer.file_ref, fileName: answer.file_name ?? null, submittedAt: answer.submitted_at } : null,
    review,
  };
}

/** The tutor submits an answer to an open task (assigned, returned or overdue). */
export async function submitTaskAnswer(
  deps: TeacherTaskDeps,
  userId: number,
  input: { taskId: number; text: string; fileRef: string | null },
): Promise<TaskDetail> {
  const row = await findTutorAssignment(deps.db, userId, input.taskId);
  if (!row) throw notFound();
  const now = deps.clock.now();
  if (!canSubmitTask(visibleTaskState(row.state as StoredTaskState, row.due_at, now))) throw refuse(TeacherTaskMessages.notOpen);
  const problem = taskAnswerError(input.text, input.fileRef, row.file_answer === 1);
  if (problem) throw refuse(problem);
  if (input.fileRef) {
    const file = await findOwnedStoredFile(deps, userId, input.fileRef);
    if (!file || file.module_name !== TASK_FILE_MODULE) throw refuse(TeacherTaskMessages.fileInvalid);
  }
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const moved = await moveAssignment(trx, row.assignment_id, [StoredTaskState.assigned, StoredTaskState.returned], StoredTaskState.submitted, {
      submitted_at: at,
    });
    if (moved === 0) throw refuse(TeacherTaskMessages.notOpen);
    await insertAnswer(trx, { assignmentId: row.assignment_id, text: input.text.trim(), fileRef: input.fileRef, submittedAt: at });
  });
  return tutorTaskDetail(deps, userId, input.taskId);
}

export interface NewTeacherTask {
  title: string;
  description: string;
  dueAt: string;
  fileAnswer: boolean;
  growthTaskCode: string | null;
  attachments: { name: string; url: string }[];
  tutorIds: number[];
}

/** Staff create a task and assign it to tutors; each tutor gets a message (pushed in real time). Audited. */
export async function createTeacherTask(deps: TeacherTaskDeps, staffId: number, task: NewTeacherTask): Promise<Static<typeof CreatedTaskSchema>> {
  const title = task.title.trim();
  if (!title) throw refuse(TeacherTaskMessages.titleRequired);
  const now = deps.clock.now();
  if (new Date(task.dueAt).getTime() <= now.getTime()) throw refuse(TeacherTaskMessages.dueInPast);
  if (task.growthTaskCode && !findGrowthTask(task.growthTaskCode)) throw refuse(TeacherTaskMessages.unknownGrowthTask);
  const attachments = task.attachments.map((a) => ({ name: a.name.trim() || a.url.trim(), url: a.url.trim() }));
  if (attachments.some((a) => !isAttachmentLink(a.url))) throw refuse(TeacherTaskMessages.badLink);
  const tutorIds = [...new Set(task.tutorIds)];
  if (tutorIds.length === 0) throw refuse(TeacherTaskMessages.noAssignees);
  const found = await findTutorIdsAmong(deps.db, tutorIds);
  if (found.length !== tutorIds.length) throw refuse(TeacherTaskMessages.unknownTutors);
  const at = now.toISOString();
  const dueAt = new Date(task.dueAt).toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const taskId = await insertTask(trx, {
      title,
      description: task.description.trim(),
      dueAt,
      fileAnswer: task.fileAnswer,
      growthTaskCode: task.growthTaskCode,
      createdBy: staffId,
      createdAt: at,
    });
    await insertAttachments(trx, taskId, attachments);
    await insertAssignments(trx, taskId, tutorIds, at);
    await appendAudit(trx, {
      actorId: staffId,
      action: 'teacher_task.create',
      subjectType: 'teacher_task',
      subjectId: taskId,
      before: null,
      after: { title, dueAt, tutorIds },
      at,
    });
    return taskId;
  });
  await sendMessageToTutors(deps, tutorIds, {
    kind: MessageKind.system,
    title: taskAssignedTitle(title),
    content: `Due ${dueAt.slice(0, 16).replace('T', ' ')} UTC. Open Teacher Task to see it.`,
    sentBy: staffId,
  });
  return { Id: id, Assigned: tutorIds.length };
}

/** Staff's page of answers (assignments with their answers), filtered by task and stored state. */
export async function staffAnswerPage(
  deps: TeacherTaskDeps,
  filter: { taskId?: number | undefined; state?: string | undefined },
  pageIndex: number,
  pageSize: number,
): Promise<Static<typeof StaffAnswerPageSchema>> {
  const [rows, total] = await Promise.all([staffAssignmentRows(deps.db, filter, (pageIndex - 1) * pageSize, pageSize), countStaffAssignments(deps.db, filter)]);
  const answers = await answersOf(
    deps.db,
    rows.map((row) => row.assignment_id),
  );
  const now = deps.clock.now();
  return {
    items: rows.map((row) => {
      const own = answers.filter((a) => a.assignment_id === row.assignment_id);
      const last = own[0];
      return {
        assignmentId: row.assignment_id,
        taskId: row.task_id,
        title: row.title,
        tutorId: row.user_id,
        tutor: `${row.first_name} ${row.last_name}`.trim() || row.account,
        state: visibleTaskState(row.state as StoredTaskState, row.due_at, now),
        dueAt: row.due_at,
        submittedAt: row.submitted_at,
        answer: last ? { text: last.text, fileRef: last.file_ref, submittedAt: last.submitted_at } : null,
        answers: own.length,
      };
    }),
    total,
    pageIndex,
    pageSize,
  };
}

/** Staff's page of tasks with how many tutors have each state. */
export async function staffTaskPage(deps: TeacherTaskDeps, pageIndex: number, pageSize: number): Promise<Static<typeof StaffTaskPageSchema>> {
  const [rows, total] = await Promise.all([staffTaskRows(deps.db, (pageIndex - 1) * pageSize, pageSize), countTasks(deps.db)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      dueAt: row.due_at,
      createdAt: row.created_at,
      assigned: Number(row.assigned),
      submitted: Number(row.submitted),
      reviewed: Number(row.reviewed),
    })),
    total,
    pageIndex,
    pageSize,
  };
}

/** Staff accept a submitted answer or return it with a comment; the tutor gets a message. Audited. */
export async function reviewTaskAnswer(
  deps: TeacherTaskDeps,
  staffId: number,
  input: { assignmentId: number; verdict: ReviewVerdict; comment: string },
): Promise<Static<typeof ReviewedSchema>> {
  const assignment = await findAssignment(deps.db, input.assignmentId);
  if (!assignment) throw notFound();
  if (assignment.state !== StoredTaskState.submitted) throw refuse(TeacherTaskMessages.notSubmitted);
  const comment = input.comment.trim();
  if (input.verdict === ReviewVerdict.returned && !comment) throw refuse(TeacherTaskMessages.commentRequired);
  const [answer] = await answersOf(deps.db, [assignment.id]);
  if (!answer) throw refuse(TeacherTaskMessages.notSubmitted);
  const at = deps.clock.now().toISOString();
  const to = input.verdict === ReviewVerdict.accepted ? StoredTaskState.reviewed : StoredTaskState.returned;
  await deps.db.transaction().execute(async (trx) => {
    if ((await moveAssignment(trx, assignment.id, [StoredTaskState.submitted], to, { reviewed_at: at })) === 0) throw refuse(TeacherTaskMessages.notSubmitted);
    await insertReview(trx, { answerId: answer.id, verdict: input.verdict, comment, reviewedBy: staffId, reviewedAt: at });
    await appendAudit(trx, {
      actorId: staffId,
      action: 'teacher_task.review',
      subjectType: 'teacher_task',
      subjectId: assignment.task_id,
      tutorId: assignment.user_id,
      before: { state: assignment.state },
      after: { state: to, comment },
      at,
    });
  });
  await sendMessageToTutors(deps, [assignment.user_id], {
    kind: MessageKind.system,
    title: taskReviewedTitle(assignment.title, input.verdict),
    content: comment || 'Open Teacher Task to see the review.',
    sentBy: staffId,
  });
  return { AssignmentId: assignment.id, State: to };
}
