import { Type } from '@sinclair/typebox';
import {
  ReviewVerdict,
  StoredTaskState,
  TASK_ANSWER_MAX_LENGTH,
  TASK_ASSIGNEES_MAX,
  TASK_ATTACHMENTS_MAX,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_REVIEW_MAX_LENGTH,
  TASK_STATES,
  TASK_TITLE_MAX_LENGTH,
} from '../teacher-tasks';
import { DbId } from './db-integer';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const StateSchema = Type.Union(TASK_STATES.map((state) => Type.Literal(state)));
const FileRef = Type.String({ pattern: '^[a-f0-9]{32}$' });

export const PageQuery = Type.Object({
  pageIndex: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});
export const TaskIdQuery = Type.Object({ id: DbId() });

export const TaskListItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  dueAt: Type.String(),
  state: StateSchema,
  assignedAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  growthTaskCode: Nullable(Type.String()),
});
export const TaskListPageSchema = Type.Object({
  items: Type.Array(TaskListItemSchema),
  total: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});

export const TaskAttachmentSchema = Type.Object({ name: Type.String(), url: Type.String() });
export const TaskAnswerSchema = Type.Object({
  text: Type.String(),
  fileRef: Nullable(Type.String()),
  fileName: Nullable(Type.String()),
  submittedAt: Type.String(),
});
export const TaskReviewSchema = Type.Object({
  verdict: Type.Union([Type.Literal(ReviewVerdict.accepted), Type.Literal(ReviewVerdict.returned)]),
  comment: Type.String(),
  reviewedAt: Type.String(),
});

export const TaskDetailSchema = Type.Intersect([
  TaskListItemSchema,
  Type.Object({
    description: Type.String(),
    fileAnswer: Type.Boolean(),
    attachments: Type.Array(TaskAttachmentSchema),
    answer: Type.Union([TaskAnswerSchema, Type.Null()]),
    review: Type.Union([TaskReviewSchema, Type.Null()]),
  }),
]);

export const SubmitAnswerBody = Type.Object(
  { Id: DbId(), Text: Type.String({ maxLength: TASK_ANSWER_MAX_LENGTH }), FileRef: Type.Optional(Type.Union([FileRef, Type.Null()])) },
  { additionalProperties: false },
);

export const CreateTaskBody = Type.Object(
  {
    Title: Type.String({ maxLength: TASK_TITLE_MAX_LENGTH }),
    Description: Type.String({ maxLength: TASK_DESCRIPTION_MAX_LENGTH }),
    DueAt: Type.String({ format: 'date-time' }),
    FileAnswer: Type.Optional(Type.Boolean()),
    GrowthTaskCode: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    Attachments: Type.Optional(
      Type.Array(Type.Object({ Name: Type.String({ maxLength: 120 }), Url: Type.String({ minLength: 1, maxLength: 1000 }) }, { additionalProperties: false }), {
        maxItems: TASK_ATTACHMENTS_MAX,
      }),
    ),
    Tuids: Type.Array(DbId(), { maxItems: TASK_ASSIGNEES_MAX }),
  },
  { additionalProperties: false },
);
export const CreatedTaskSchema = Type.Object({ Id: Type.Integer(), Assigned: Type.Integer() });

export const StaffAnswersQuery = Type.Intersect([
  PageQuery,
  Type.Object({ taskId: Type.Optional(DbId()), state: Type.Optional(Type.Union(Object.values(StoredTaskState).map((s) => Type.Literal(s)))) }),
]);
/** An assignment with its latest answer, and how many answers it has had. */
export const StaffAnswerItemSchema = Type.Object({
  assignmentId: Type.Integer(),
  taskId: Type.Integer(),
  title: Type.String(),
  tutorId: Type.Integer(),
  tutor: Type.String(),
  state: StateSchema,
  dueAt: Type.String(),
  submittedAt: Nullable(Type.String()),
  answer: Type.Union([Type.Object({ text: Type.String(), fileRef: Nullable(Type.String()), submittedAt: Type.String() }), Type.Null()]),
  answers: Type.Integer(),
});
export const StaffAnswerPageSchema = Type.Object({
  items: Type.Array(StaffAnswerItemSchema),
  total: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});
export const StaffTaskItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  dueAt: Type.String(),
  createdAt: Type.String(),
  assigned: Type.Integer(),
  submitted: Type.Integer(),
  reviewed: Type.Integer(),
});
export const StaffTaskPageSchema = Type.Object({
  items: Type.Array(StaffTaskItemSchema),
  total: Type.Integer(),
  pageIndex: Type.Integer(),
  pageSize: Type.Integer(),
});

export const ReviewBody = Type.Object(
  {
    AssignmentId: DbId(),
    Verdict: Type.Union([Type.Literal(ReviewVerdict.accepted), Type.Literal(ReviewVerdict.returned)]),
    Comment: Type.String({ maxLength: TASK_REVIEW_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export const ReviewedSchema = Type.Object({ AssignmentId: Type.Integer(), State: Type.String() });
