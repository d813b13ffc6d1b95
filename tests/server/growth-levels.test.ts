import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { GRADE_LIST, integralLevelOf, trialLevelOf } from '../../src/domain/levels';
import { LevelsDemo } from '../../server/seed/growth-levels.seed';
import { bookClassesIn, changeClassStatusesIn } from '../../server/services/class.service';
import { postLedgerEntriesIn } from '../../server/services/ledger.service';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

interface GradeItem {
  GradeName: string;
  ScoreStart: number;
  ScoreEnd: number | null;
  IsCurrent: boolean;
}

describe(`integral level, trial level and enrolment bonus (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let levels: string;
  let demo: string;
  const tutorId = LevelsDemo.tutor.id;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [levels, demo] = await Promise.all([t.login('levels', 'demo1234'), t.login('demo', 'demo1234')]);
  });
  afterAll(async () => t.close());

  const grades = async (token: string) => (await t.call<GradeItem[]>('POST', '/api/tutorcomm/Gradeintegral', { token })).json;
  const current = async (token: string) => (await grades(token)).Body.find((g) => g.IsCurrent)?.GradeName;
  const user = async (token: string) =>
    (await t.call<{ integralLevel: string; transformPeriodCount: number; teachingPoints: number }>('GET', '/api/account/userinfo', { token })).json.Body;
  const entries = (rule: string) =>
    t.database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'source_id', 'note'])
      .where('tutor_id', '=', tutorId)
      .where('rule', '=', rule)
      .orderBy('id')
      .execute();
  const sumOf = async (account: string) =>
    (await t.database.db.selectFrom('ledger_entries').select('amount').where('tutor_id', '=', tutorId).where('account', '=', account).execute()).reduce(
      (s, r) => s + r.amount,
      0,
    );

  it('answers the grade list D1 to A3 with the tutor’s own stored grade marked, each tutor their own', async () => {
    const answer = await grades(levels);
    expect(answer.ErrorCode).toBe(0);
    expect(answer.Body.map(({ GradeName, ScoreStart, ScoreEnd }) => ({ GradeName, ScoreStart, ScoreEnd }))).toEqual(GRADE_LIST);
    expect(answer.Body.filter((g) => g.IsCurrent)).toHaveLength(1);
    expect(await current(levels)).toBe('D1');
    // The demo tutor's seeded classes earn B2; the stored grade is what the ledger's points reach.
    const demoPoints = (await user(demo)).teachingPoints;
    expect(await current(demo)).toBe(integralLevelOf(demoPoints));
    expect((await user(demo)).integralLevel).toBe(integralLevelOf(demoPoints));
    expect((await t.call('GET', '/api/tutorcomm/Gradeintegral', { token: levels })).json.ErrorCode).toBe(0);
    expect((await t.call('POST', '/api/tutorcomm/Gradeintegral')).json.ErrorCode).toBe(3);
  });

  it('stores the grade in the transaction that moves the teaching points, up and down', async () => {
    const at = t.clock.now();
    // The seeded classes earn 2.40 or 2.50 points (a weekend class pays more), by the weekday they fell on.
    const seeded = await sumOf('teaching_points');
    expect(integralLevelOf(seeded / 100)).toBe('D1');
    await t.database.db
      .transaction()
      .execute((trx) =>
        postLedgerEntriesIn(trx, [{ tutorId, rule: 'tp.project', amount: 2_000, source: { type: 'staff_entry', id: 'levels-test-1' }, countsAt: at }], at),
      );
    expect(await sumOf('teaching_points')).toBe(seeded + 2_000);
    expect(integralLevelOf((seeded + 2_000) / 100)).toBe('D2');
    expect(await current(levels)).toBe('D2');
    expect((await user(levels)).integralLevel).toBe('D2');
    // Another tutor's grade is untouched.
    expect(await current(demo)).toBe(integralLevelOf((await user(demo)).teachingPoints));
    await t.database.db
      .transaction()
      .execute((trx) =>
        postLedgerEntriesIn(
          trx,
          [{ tutorId, rule: 'tp.material_correction', amount: -500, source: { type: 'staff_entry', id: 'levels-test-2' }, countsAt: at }],
          at,
        ),
      );
    expect(await current(levels)).toBe('D1');
  });

  it('counts the seeded conversion: trial level T1 and the level-1 bonus of 50 PHP on the pay account', async () => {
    const state = await user(levels);
    expect(state.transformPeriodCount).toBe(LevelsDemo.conversionsBefore + 1);
    expect(trialLevelOf(state.transformPeriodCount)).toBe('T1');
    const [bonus] = await entries('pay.enrolment_bonus');
    const [growth] = await entries('gv.trial_conversion');
    expect(bonus).toMatchObject({ amount: 5_000 });
    expect(growth).toMatchObject({ amount: 200, source_id: bonus!.source_id });
    const trial = await t.database.db
      .selectFrom('classes')
      .select(['class_type', 'student_id'])
      .where('id', '=', Number(bonus!.source_id))
      .executeTakeFirstOrThrow();
    expect(trial).toEqual({ class_type: ClassType.trial, student_id: LevelsDemo.student.id });
  });

  it('converts a new student’s trial once, through the class service; not a student who had regular classes, not after 30 days', async () => {
    const db = t.database.db;
    const now = t.clock.now().getTime();
    const day = 86_400_000;
    const hour = 3_600_000;
    const newStudent = async (id: number) => {
      await db
        .insertInto('students')
        .values({ id, name: `Student ${id}`, created_at: new Date(now - 90 * day).toISOString() })
        .execute();
      await db
        .insertInto('student_courses')
        .values({ id: id + 10_000, student_id: id, course_id: 801, started_at: new Date(now - 90 * day).toISOString() })
        .execute();
    };
    await newStudent(7291);
    await newStudent(7292);
    const book = (studentId: number, classType: ClassType, start: number) => ({
      input: {
        tutorId,
        studentId,
        ucid: studentId + 10_000,
        classType,
        classTool: 0,
        startAt: new Date(start).toISOString(),
        feePhp: 150,
        actor: ClassActor.staff,
      },
      at: new Date(start - 3 * day),
    });
    const finish = (ids: number[], start: number) =>
      db.transaction().execute((trx) =>
        changeClassStatusesIn(
          trx,
          ids.map((classId) => ({ input: { classId, to: ClassStatus.finished, actor: ClassActor.system }, at: new Date(start + 26 * 60_000) })),
        ),
      );
    const base = Math.floor((now - 40 * day) / 1_800_000) * 1_800_000;
    // 7291: a trial, two regular classes after it (the first converts, the second repeats nothing).
    // 7292: a regular class, then a trial, then a regular class (already a paying student: no conversion);
    const lessons = await db
      .transaction()
      .execute((trx) =>
        bookClassesIn(trx, [
          book(7291, ClassType.trial, base),
          book(7291, ClassType.regular, base + 2 * day),
          book(7291, ClassType.regular, base + 4 * day),
          book(7292, ClassType.regular, base + hour),
          book(7292, ClassType.trial, base + 2 * day + hour),
          book(7292, ClassType.regular, base + 4 * day + hour),
        ]),
      );
    const ids = lessons.map((l) => l.id);
    for (const [index, offset] of [0, 2 * day, 4 * day, hour, 2 * day + hour, 4 * day + hour].entries()) await finish([ids[index]!], base + offset);

    const bonuses = await entries('pay.enrolment_bonus');
    expect(bonuses.map((b) => [b.amount, b.source_id])).toEqual([
      [5_000, bonuses[0]!.source_id],
      [5_000, String(ids[0])],
    ]);
    expect((await entries('gv.trial_conversion')).map((e) => e.source_id)).toEqual([bonuses[0]!.source_id, String(ids[0])]);
    expect((await user(levels)).transformPeriodCount).toBe(LevelsDemo.conversionsBefore + 2);

    // A trial whose student's first regular class comes 31 days later does not convert.
    await newStudent(7293);
    const late = await db
      .transaction()
      .execute((trx) => bookClassesIn(trx, [book(7293, ClassType.trial, base - 31 * day), book(7293, ClassType.regular, base + 2 * hour)]));
    await finish([late[0]!.id], base - 31 * day);
    await finish([late[1]!.id], base + 2 * hour);
    expect(await entries('gv.trial_conversion')).toHaveLength(2);
    // The demo tutor's count moved only with its own seeded conversion.
    expect((await user(demo)).transformPeriodCount).toBe(213);
    expect(DemoUsers.demo.id).not.toBe(tutorId);
  });
});
