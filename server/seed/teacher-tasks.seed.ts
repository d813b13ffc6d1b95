import { Role } from '../../src/domain/routes';
import { ReviewVerdict, StoredTaskState } from '../../src/domain/teacher-tasks';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { demoPasswordHash } from './demo-password';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';

/** The teacher tasks' demo tutor: tasks in every state (to do, submitted, reviewed, returned, overdue). */
export const TasksTutor = { id: 100411, account: 'tasks', password: 'demo1234' } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seeded tasks; `at` and `due` are offsets from the seed time. Titles are what the browser test finds. */
export const SeededTeacherTasks = [
  {
    title: 'Introduce yourself to new students',
    description:
      'Write a short self-introduction (5-8 sentences) you would use in a trial class: who you are, where you teach from and what you like to teach.',
    due: 5 * DAY,
    at: -1 * DAY,
    fileAnswer: false,
    growthTaskCode: null,
    attachments: [{ name: 'Trial class guide', url: '/downloads/trial-class-guide.pdf' }],
    state: StoredTaskState.assigned,
  },
  {
    title: 'Read the growth centre guide',
    description: 'Read the growth centre guide and tell us in two sentences which task you will start with.',
    due: 7 * DAY,
    at: -2 * DAY,
    fileAnswer: false,
    growthTaskCode: 'B_READ_GUIDE',
    attachments: [],
    state: StoredTaskState.assigned,
  },
  {
    title: 'Record a lesson warm-up',
    description: 'Record a two-minute warm-up for a level 3 student and upload the video.',
    due: 3 * DAY,
    at: -3 * DAY,
    fileAnswer: true,
    growthTaskCode: null,
    attachments: [{ name: 'Warm-up ideas', url: 'https://training.example/warm-ups' }],
    state: StoredTaskState.submitted,
  },
  {
    title: 'Reflect on a difficult class',
    description: 'Describe a class that did not go as planned and what you would do differently.',
    due: -2 * DAY,
    at: -10 * DAY,
    fileAnswer: false,
    growthTaskCode: null,
    attachments: [],
    state: StoredTaskState.reviewed,
  },
  {
    title: 'Plan a phonics activity',
    description: 'Plan a five-minute phonics activity for the sounds /b/ and /p/.',
    due: 2 * DAY,
    at: -6 * DAY,
    fileAnswer: false,
    growthTaskCode: null,
    attachments: [],
    state: StoredTaskState.returned,
  },
  {
    title: 'Update your teaching equipment',
    description: 'Tell us which headset and camera you use for class.',
    due: -1 * DAY,
    at: -8 * DAY,
    fileAnswer: false,
    growthTaskCode: null,
    attachments: [],
    state: StoredTaskState.assigned,
  },
] as const;

export async function seedTeacherTasks({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  const createdAt = iso(-200 * DAY);
  await db
    .insertInto('users')
    .values({
      id: TasksTutor.id,
      account: TasksTutor.account,
      first_name: 'Tess',
      last_name: 'Aquino',
      email: 'tess.aquino@example.com',
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: TasksTutor.id, password_hash: await demoPasswordHash(TasksTutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: TasksTutor.id, role: Role.teacher }).execute();
  await db
    .insertInto('tutor_profiles')
    .values({ user_id: TasksTutor.id, integral_level: 'B1', tutor_group: 'Manila Team 6', entry_key: 'ek-100411-t5k1' })
    .execute();
  await syncIdSequence(db, 'users');

  const staffId = DemoUsers.staff.id;
  for (const task of SeededTeacherTasks) {
    const assignedAt = iso(task.at);
    const { id: taskId } = await db
      .insertInto('teacher_tasks')
      .values({
        title: task.title,
        description: task.description,
        due_at: iso(task.due),
        file_answer: task.fileAnswer ? 1 : 0,
        growth_task_code: task.growthTaskCode,
        created_by: staffId,
        created_at: assignedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (task.attachments.length > 0) {
      await db
        .insertInto('teacher_task_attachments')
        .values(task.attachments.map((a, position) => ({ task_id: taskId, position, name: a.name, url: a.url })))
        .execute();
    }
    const answered = task.state !== StoredTaskState.assigned;
    const submittedAt = iso(task.at + DAY);
    const reviewedAt = iso(task.at + 2 * DAY);
    const { id: assignmentId } = await db
      .insertInto('teacher_task_assignments')
      .values({
        task_id: taskId,
        user_id: TasksTutor.id,
        state: task.state,
        assigned_at: assignedAt,
        submitted_at: answered ? submittedAt : null,
        reviewed_at: task.state === StoredTaskState.reviewed || task.state === StoredTaskState.returned ? reviewedAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!answered) continue;
    const { id: answerId } = await db
      .insertInto('teacher_task_answers')
      .values({ assignment_id: assignmentId, text: `My answer to "${task.title}".`, file_ref: null, submitted_at: submittedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (task.state === StoredTaskState.reviewed || task.state === StoredTaskState.returned) {
      const accepted = task.state === StoredTaskState.reviewed;
      await db
        .insertInto('teacher_task_reviews')
        .values({
          answer_id: answerId,
          verdict: accepted ? ReviewVerdict.accepted : ReviewVerdict.returned,
          comment: accepted ? 'Thoughtful reflection, thank you.' : 'Add how you will check the student heard the difference.',
          reviewed_by: staffId,
          reviewed_at: reviewedAt,
        })
        .execute();
    }
  }
}
