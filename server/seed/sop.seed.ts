import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { DEFAULT_PROVIDER_TIME_ZONE, addLocalDays, localDate, localTimeToInstant } from '../../src/domain/provider-time';
import { SOP_ITEMS } from '../../src/domain/sop';
import { insertSopEvaluation } from '../repositories/sop.repository';
import { bookClassesIn, changeClassStatusesIn, type Booking } from '../services/class.service';
import { DemoUsers } from './people.seed';
import type { SeedContext } from './seed';
import { DemoStudents, ucidOf } from './teaching.seed';
import { TrainingTutor } from './training.seed';

/**
 * SOP scores for the /SOP pages: the quality team scored about one in four of demo's finished
 * classes, and eight past classes the training tutor taught (seeded here, as that tutor teaches
 * nothing else), all but one of them scored. Deterministic for a given clock.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const EVALUATORS = ['QA Mark', 'QA Bea'] as const;
/** The training tutor's past classes: days back, local start minutes; the last one is left unscored. */
const TRAINEE_CLASSES = [
  [3, 9 * 60 + 30],
  [9, 18 * 60],
  [16, 19 * 60],
  [24, 11 * 60],
  [33, 20 * 60 + 30],
  [45, 8 * 60],
  [58, 13 * 60 + 30],
  [1, 7 * 60],
] as const;

const mix = (a: number, b: number) => {
  let h = Math.imul(a ^ (b * 0x9e3779b1), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A rubric scoring of a class: mostly near the top, now and then an item well short of it. */
function scoresOf(classId: number) {
  return SOP_ITEMS.map(({ item, max }, index) => {
    const pick = mix(classId, index + 1) % 100;
    const short = pick < 55 ? 0 : pick < 85 ? Math.ceil(max * 0.1) : pick < 95 ? Math.ceil(max * 0.3) : Math.ceil(max * 0.6);
    return { item, score: max - short, max_score: max };
  });
}

async function scoreClasses({ db }: SeedContext, classes: ReadonlyArray<{ id: number; tutor_id: number; end_at: string }>): Promise<void> {
  for (const lesson of classes) {
    await insertSopEvaluation(
      db,
      {
        class_id: lesson.id,
        tutor_id: lesson.tutor_id,
        evaluator_id: null,
        evaluator_name: EVALUATORS[lesson.id % EVALUATORS.length]!,
        comment: mix(lesson.id, 99) % 3 === 0 ? 'Good energy; give the student more time to answer.' : '',
        evaluated_at: new Date(Date.parse(lesson.end_at) + 20 * HOUR).toISOString(),
      },
      scoresOf(lesson.id),
    );
  }
}

async function seedTraineeClasses({ db, clock }: SeedContext): Promise<Array<{ id: number; tutor_id: number; end_at: string }>> {
  const now = clock.now().getTime();
  const today = localDate(now, DEFAULT_PROVIDER_TIME_ZONE);
  const student = DemoStudents[1];
  const bookings: Booking[] = TRAINEE_CLASSES.map(([daysBack, minutes]) => {
    const start = localTimeToInstant(addLocalDays(today, -daysBack), minutes, DEFAULT_PROVIDER_TIME_ZONE);
    return {
      input: {
        tutorId: TrainingTutor.id,
        studentId: student.id,
        ucid: ucidOf(student.id),
        classType: ClassType.regular,
        classTool: 8,
        startAt: new Date(start).toISOString(),
        feePhp: student.fee,
        actor: ClassActor.staff,
      },
      at: new Date(start - 3 * 24 * HOUR),
    };
  });
  return db.transaction().execute(async (trx) => {
    const lessons = await bookClassesIn(trx, bookings);
    await changeClassStatusesIn(
      trx,
      lessons.map((lesson) => ({
        input: { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system },
        at: new Date(Date.parse(lesson.start_at) + 26 * MINUTE),
      })),
    );
    return lessons.slice(0, -1).map((lesson) => ({ id: lesson.id, tutor_id: lesson.tutor_id, end_at: lesson.end_at }));
  });
}

export async function seedSop(context: SeedContext): Promise<void> {
  const trainee = await seedTraineeClasses(context);
  const demo = await context.db
    .selectFrom('classes')
    .select(['id', 'tutor_id', 'end_at'])
    .where('tutor_id', '=', DemoUsers.demo.id)
    .where('status', '=', ClassStatus.finished)
    .where('class_type', 'in', [ClassType.regular, ClassType.trial])
    .orderBy('id')
    .execute();
  await scoreClasses(context, [...trainee, ...demo.filter((lesson) => mix(lesson.id, 7) % 4 === 0)]);
}
