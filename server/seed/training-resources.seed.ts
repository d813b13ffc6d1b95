import { ClassActor, ClassType } from '../../src/domain/classes';
import { Role } from '../../src/domain/routes';
import { syncIdSequence } from '../db/migrations/migration-helpers';
import { bookClassesIn } from '../services/class.service';
import { demoPasswordHash } from './demo-password';
import type { SeedContext } from './seed';
import { GROUP_CHANGE_SEED, INSTRUCTIONAL_VIDEO_SEED, TASK_COURSE_SEED, TRAINING_RESOURCE_SEED } from './training-resources.data';

/** The browser tests' own tutors (ids 100421-100429): resources pages, and a trainee whose result the trainers record. */
export const ResourcesTutor = { id: 100421, account: 'resources', password: 'demo1234' } as const;
export const TraineeResultTutor = { id: 100422, account: 'trainresult', password: 'demo1234' } as const;

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
const DAY = 24 * 60 * MINUTE;

async function seedTutor(
  { db, clock }: SeedContext,
  tutor: { id: number; account: string; password: string },
  name: [string, string],
  group: string,
): Promise<void> {
  const createdAt = new Date(clock.now().getTime() - 45 * DAY).toISOString();
  await db
    .insertInto('users')
    .values({
      id: tutor.id,
      account: tutor.account,
      first_name: name[0],
      last_name: name[1],
      email: `${tutor.account}@example.com`,
      avatar: '',
      disabled: 0,
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('credentials')
    .values({ user_id: tutor.id, password_hash: await demoPasswordHash(tutor.password), updated_at: createdAt })
    .execute();
  await db.insertInto('user_roles').values({ user_id: tutor.id, role: Role.teacher }).execute();
  await db
    .insertInto('tutor_profiles')
    .values({ user_id: tutor.id, tutor_group: group, entry_key: `ek-${tutor.id}-r3s0` })
    .execute();
}

async function seedResources({ db }: SeedContext): Promise<void> {
  const kits = await db.selectFrom('training_kits').select(['id', 'name']).execute();
  const kitId = new Map(kits.map((kit) => [kit.name, kit.id]));
  await db
    .insertInto('training_resources')
    .values(
      TRAINING_RESOURCE_SEED.map((resource, sort) => ({
        kit_id: resource.kit ? (kitId.get(resource.kit) ?? null) : null,
        folder: resource.folder,
        name: resource.name,
        kind: resource.kind,
        url: resource.url ?? '',
        content: resource.content ?? '',
        minutes: resource.minutes,
        sort,
      })),
    )
    .execute();
  await db
    .insertInto('instructional_videos')
    .values(INSTRUCTIONAL_VIDEO_SEED.map((video, sort) => ({ ...video, sort })))
    .execute();
  const courses = await db.selectFrom('training_courses').select(['id', 'name']).execute();
  const courseId = new Map(courses.map((course) => [course.name, course.id]));
  const taskRows = TASK_COURSE_SEED.flatMap((task, sort) => {
    const id = courseId.get(task.course);
    return id === undefined ? [] : task.levels.map((level) => ({ level, task_type: task.taskType, course_id: id, sort }));
  });
  if (taskRows.length > 0) await db.insertInto('training_task_courses').values(taskRows).execute();
  for (const change of GROUP_CHANGE_SEED)
    await db.updateTable('training_courses').set({ moves_to_group: change.group }).where('name', '=', change.course).execute();
}

/**
 * The trainee whose results the trainers record: a training class running now (joinable, the trainer
 * can be reported absent) and one from yesterday still waiting for its result. Sessions of their own,
 * so the booking screen's seats are not touched.
 */
async function seedTraineeClasses({ db, clock }: SeedContext): Promise<void> {
  const now = clock.now().getTime();
  const current = Math.floor(now / HALF_HOUR) * HALF_HOUR;
  const plans = [
    // Started before now even on a half-hour boundary, so the booking list (from now on) never offers it.
    { title: 'Feedback that parents understand', trainer: 'Coach Liza', start: current - HALF_HOUR, minutes: 90 },
    { title: 'Teaching phonics online', trainer: 'Trainer Joy', start: current - DAY, minutes: 60 },
  ];
  await db.transaction().execute(async (trx) => {
    for (const plan of plans) {
      const startAt = new Date(plan.start).toISOString();
      const endAt = new Date(plan.start + plan.minutes * MINUTE).toISOString();
      const session = await trx
        .insertInto('training_sessions')
        .values({ kind: 'training', title: plan.title, trainer_name: plan.trainer, start_at: startAt, end_at: endAt, capacity: 1, video_link: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [lesson] = await bookClassesIn(trx, [
        {
          input: {
            tutorId: TraineeResultTutor.id,
            studentId: null,
            classType: ClassType.training,
            classTool: 8,
            startAt,
            minutes: plan.minutes,
            feePhp: 0,
            actor: ClassActor.tutor,
            actorId: TraineeResultTutor.id,
          },
          at: new Date(plan.start - 3 * DAY),
        },
      ]);
      await trx
        .insertInto('training_bookings')
        .values({
          class_id: lesson!.id,
          tutor_id: TraineeResultTutor.id,
          session_id: session.id,
          remark: '',
          video_link: '',
          created_at: new Date(plan.start - 3 * DAY).toISOString(),
        })
        .execute();
    }
  });
}

/** Training resources, videos, task-level courses and the two browser-test tutors; after seedTraining (kits and courses). */
export async function seedTrainingResources(context: SeedContext): Promise<void> {
  await seedTutor(context, ResourcesTutor, ['Lea', 'Santos'], 'Manila Team 3');
  await seedTutor(context, TraineeResultTutor, ['Marco', 'Reyes'], 'Manila Team 3');
  await syncIdSequence(context.db, 'users');
  await seedResources(context);
  await seedTraineeClasses(context);
}
