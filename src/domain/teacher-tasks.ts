/**
 * Teacher tasks (issue 20): tasks the provider assigns to tutors, each tutor's answer and the
 * staff review. Shared by the server that stores them and the pages that show them.
 *
 * Decided where the spec is silent: a task is open (assigned) until the tutor submits; an open
 * task past its due date shows as overdue but can still be submitted (the provider wants the work
 * more than the deadline); staff accept a submitted answer (reviewed) or return it with a comment
 * (returned), and a returned task is open again for a new answer. Answers keep their history.
 */
import type { Static } from '@sinclair/typebox';
import type {
  CreateTaskBody,
  StaffAnswerItemSchema,
  StaffTaskItemSchema,
  TaskAnswerSchema,
  TaskAttachmentSchema,
  TaskDetailSchema,
  TaskListItemSchema,
  TaskListPageSchema,
  TaskReviewSchema,
} from './api/teacher-tasks.schemas';

/** A tutor's assignment as stored. */
export const StoredTaskState = { assigned: 'assigned', submitted: 'submitted', reviewed: 'reviewed', returned: 'returned' } as const;
export type StoredTaskState = (typeof StoredTaskState)[keyof typeof StoredTaskState];

/** What the tutor sees: the stored state, or overdue for an open task past its due date. */
export const TaskState = { ...StoredTaskState, overdue: 'overdue' } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];
export const TASK_STATES: readonly TaskState[] = Object.values(TaskState);

export const TASK_STATE_LABELS: Record<TaskState, string> = {
  assigned: 'To do',
  submitted: 'Submitted',
  reviewed: 'Reviewed',
  returned: 'Returned',
  overdue: 'Overdue',
};

/** The verdicts of a review. */
export const ReviewVerdict = { accepted: 'accepted', returned: 'returned' } as const;
export type ReviewVerdict = (typeof ReviewVerdict)[keyof typeof ReviewVerdict];

/** The upload module of a task's file answer (shell.md §9 spells it so). */
export const TASK_FILE_MODULE = 'ToturTaskFile';
export const TASK_PAGE_SIZE = 10;
export const TASK_ANSWER_MAX_LENGTH = 5000;
export const TASK_TITLE_MAX_LENGTH = 120;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
export const TASK_ATTACHMENTS_MAX = 10;
export const TASK_ASSIGNEES_MAX = 500;
export const TASK_REVIEW_MAX_LENGTH = 2000;

/** Every text the task calls and pages show. */
export const TeacherTaskMessages = {
  submitted: 'Your answer has been submitted.',
  notFound: 'This task does not exist.',
  answerRequired: 'Write an answer.',
  answerTooLong: `The answer can be at most ${TASK_ANSWER_MAX_LENGTH} characters.`,
  fileRequired: 'This task needs a file: attach it before submitting.',
  fileInvalid: 'The attached file is not one you uploaded for a task.',
  notOpen: 'This task has already been submitted.',
  created: 'The task has been assigned.',
  reviewed: 'The review has been sent to the tutor.',
  notSubmitted: 'Only a submitted answer can be reviewed.',
  titleRequired: 'Title is required.',
  dueInPast: 'The due date must be in the future.',
  noAssignees: 'Choose at least one tutor.',
  unknownTutors: 'Some of the chosen tutors do not exist.',
  unknownGrowthTask: 'There is no growth task with this code.',
  commentRequired: 'Say what to change when returning an answer.',
  badLink: 'Attachment links must start with https:// or http://, or be a path on this site.',
  empty: 'No tasks yet.',
} as const;

/** Titles of the messages the tutor receives. */
export const taskAssignedTitle = (title: string) => `New task: ${title}`;
export const taskReviewedTitle = (title: string, verdict: ReviewVerdict) =>
  verdict === ReviewVerdict.accepted ? `Task reviewed: ${title}` : `Task returned: ${title}`;

/** The state a tutor sees at `now`. */
export function visibleTaskState(state: StoredTaskState, dueAt: string, now: Date): TaskState {
  const open = state === StoredTaskState.assigned || state === StoredTaskState.returned;
  return open && new Date(dueAt).getTime() < now.getTime() ? TaskState.overdue : state;
}

/** Whether the tutor may (re)submit an answer in this state. */
export const canSubmitTask = (state: TaskState) => state === TaskState.assigned || state === TaskState.returned || state === TaskState.overdue;

/** An attachment link is absolute http(s) or a path on the portal (its static files). */
export function isAttachmentLink(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/[^\s/][^\s]*$/.test(url);
}

/** The answer form's own check, before calling (the server checks again). */
export function taskAnswerError(text: string, fileRef: string | null, fileRequired: boolean): string | null {
  if (!text.trim()) return TeacherTaskMessages.answerRequired;
  if (text.length > TASK_ANSWER_MAX_LENGTH) return TeacherTaskMessages.answerTooLong;
  if (fileRequired && !fileRef) return TeacherTaskMessages.fileRequired;
  return null;
}

export type TaskListItem = Static<typeof TaskListItemSchema>;

export type TaskListPage = Static<typeof TaskListPageSchema>;

export type TaskAttachment = Static<typeof TaskAttachmentSchema>;

export type TaskAnswer = Static<typeof TaskAnswerSchema>;

export type TaskReview = Static<typeof TaskReviewSchema>;

export type TaskDetail = Static<typeof TaskDetailSchema>;

/** A task as staff list it (GET /api/Staff/TeacherTasks). */
export type StaffTaskItem = Static<typeof StaffTaskItemSchema>;

/**
 * An assignment with its latest answer (GET /api/Staff/TeacherTaskAnswers), as the staff page reads
 * it: every field but the count of answers, which the page does not show.
 */
export type StaffTaskAnswerItem = Omit<Static<typeof StaffAnswerItemSchema>, 'answers'>;

export interface StaffPage<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

/** What staff fill in to create a task (POST /api/Staff/CreateTeacherTask): the body, less the growth task, with every list given. */
export type StaffTaskDraft = Required<Pick<Static<typeof CreateTaskBody>, 'Title' | 'Description' | 'DueAt' | 'FileAnswer' | 'Attachments' | 'Tuids'>>;

/** The first thing wrong with a draft before it is sent, or null (the server checks it all again). */
export function staffTaskDraftError(draft: StaffTaskDraft, now: Date): string | null {
  if (!draft.Title.trim()) return TeacherTaskMessages.titleRequired;
  const due = Date.parse(draft.DueAt);
  if (!Number.isFinite(due) || due <= now.getTime()) return TeacherTaskMessages.dueInPast;
  if (draft.Tuids.length === 0) return TeacherTaskMessages.noAssignees;
  if (draft.Attachments.some((attachment) => !isAttachmentLink(attachment.Url))) return TeacherTaskMessages.badLink;
  return null;
}

/** Tutor ids typed as a list ("100231, 100232 100233"): the whole numbers, once each, in order. */
export function parseTutorIds(text: string): number[] {
  const ids = text
    .split(/[\s,;]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}
