import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbsentParty, ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { bookClass, changeClassStatus, contextOf, rateClassIn } from '../../server/services/class.service';
import { ledgerRulesForClassEvents } from '../../server/services/ledger-class-rules';
import { ledgerBalances, ledgerEntries, reverseSourceIn } from '../../server/services/ledger.service';
import { DemoStudents, ucidOf } from '../../server/seed/teaching.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tutorId = DemoUsers.demo2.id;
const student = DemoStudents[0];

describe(`the ledger (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let slot = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  /**
   * A fresh half-hour start (02:30 or 03:30 UTC, which no seeded class uses) on a Tuesday to come,
   * counted from the moment the file started, not from the test clock: tests move the clock weeks
   * ahead, and counting from there made later starts land on earlier ones.
   */
  const startedAt = Date.now();
  function nextStart(): string {
    const now = startedAt;
    const base = new Date(now + 35 * DAY);
    base.setUTCHours(0, 0, 0, 0);
    while (base.getUTCDay() !== 2) base.setTime(base.getTime() + DAY);
    slot += 1;
    const week = Math.floor((slot - 1) / 2);
    return new Date(base.getTime() + week * 7 * DAY + ((slot - 1) % 2 === 0 ? 2.5 : 3.5) * HOUR).toISOString();
  }

  const book = (startAt = nextStart()) =>
    bookClass(t.app, {
      tutorId,
      studentId: student.id,
      ucid: ucidOf(student.id),
      lessonId: 81002,
      classType: ClassType.regular,
      classTool: 0,
      startAt,
      feePhp: 150,
      actor: ClassActor.staff,
    });

  it('seeds its figures from the demo classes through the same rules', async () => {
    const balances = await ledgerBalances(t.database.db, DemoUsers.demo.id);
    expect(balances.teaching_points).not.toBe(0);
    expect(balances.pay).toBeGreaterThan(0);
    const firstClass = await ledgerEntries(t.database.db, DemoUsers.demo.id, { rule: 'gv.first_class' }, { offset: 0, limit: 10 });
    expect(firstClass.total).toBe(1);
  });

  it('drives classes through the class service and explains every balance by its entries', async () => {
    const db = t.database.db;
    const before = await ledgerBalances(db, tutorId);

    const finished = await book();
    t.clock.set(new Date(Date.parse(finished.end_at) + 60_000));
    await changeClassStatus(t.app, { classId: finished.id, to: ClassStatus.finished, actor: ClassActor.system });
    await db.transaction().execute((trx) => rateClassIn(trx, finished.id, 5, t.clock.now(), contextOf(t.app)));

    const late = await book();
    t.clock.set(new Date(Date.parse(late.start_at) - 2 * HOUR));
    await changeClassStatus(t.app, { classId: late.id, to: ClassStatus.cancelled, actor: ClassActor.tutor, tutorId, reason: 'Brownout' });

    const missed = await book();
    t.clock.set(new Date(Date.parse(missed.end_at) + 60_000));
    await changeClassStatus(t.app, { classId: missed.id, to: ClassStatus.absent, actor: ClassActor.system, absentParty: AbsentParty.tutor });
    t.clock.set(new Date());

    const after = await ledgerBalances(db, tutorId);
    // +0.2 finished, +2 five stars, -2 cancellation, -20 absence.
    expect(after.teaching_points - before.teaching_points).toBe(20 + 200 - 200 - 2000);
    // +0.5 finished, +4 five stars, -3 cancelled within 3 h, -8 absence (the first class was earned long ago).
    expect(after.growth_value - before.growth_value).toBe(50 + 400 - 300 - 800);
    expect(after.pay - before.pay).toBe(15000);

    const behindFinished = await ledgerEntries(db, tutorId, { sourceType: 'class', sourceId: String(finished.id) }, { offset: 0, limit: 20 });
    expect(behindFinished.rows.map((r) => r.rule).sort()).toEqual(['gv.class_finished', 'gv.five_star', 'pay.class_fee', 'tp.completed_class', 'tp.five_star']);
    const behindLate = await ledgerEntries(db, tutorId, { sourceType: 'class', sourceId: String(late.id) }, { offset: 0, limit: 20 });
    expect(behindLate.rows.map((r) => r.rule).sort()).toEqual(['gv.cancel_within_3h', 'tp.cancellation']);
  });

  it('reverses what a source earned once, with new entries, never by editing', async () => {
    const db = t.database.db;
    const lesson = await book();
    t.clock.set(new Date(Date.parse(lesson.end_at) + 60_000));
    await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.absent, actor: ClassActor.system, absentParty: AbsentParty.tutor });
    const before = await ledgerBalances(db, tutorId);
    const reversal = { note: 'Appeal granted: the platform was down', createdBy: DemoUsers.staff.id };
    const reversed = await db.transaction().execute((trx) => reverseSourceIn(trx, tutorId, { type: 'class', id: lesson.id }, reversal, t.clock.now()));
    expect(reversed).toHaveLength(2);
    const again = await db.transaction().execute((trx) => reverseSourceIn(trx, tutorId, { type: 'class', id: lesson.id }, reversal, t.clock.now()));
    expect(again).toHaveLength(0);
    const after = await ledgerBalances(db, tutorId);
    expect(after.teaching_points - before.teaching_points).toBe(2000);
    expect(after.growth_value - before.growth_value).toBe(800);
    t.clock.set(new Date());
  });

  it('leaves every balance unchanged when any sequence of class events is replayed', async () => {
    const db = t.database.db;
    const outcome = fc.constantFrom('finished', 'finished5', 'finished4', 'tutorCancel', 'studentCancel', 'tutorAbsent', 'studentAbsent', 'booked');
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { minLength: 1, maxLength: 4 }), async (outcomes) => {
        for (const what of outcomes) {
          const lesson = await book();
          const end = new Date(Date.parse(lesson.end_at) + 60_000);
          if (what.startsWith('finished')) {
            t.clock.set(end);
            await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system });
            const stars = what === 'finished5' ? 5 : what === 'finished4' ? 4 : 0;
            if (stars) await db.transaction().execute((trx) => rateClassIn(trx, lesson.id, stars, t.clock.now(), contextOf(t.app)));
          } else if (what.endsWith('Cancel')) {
            t.clock.set(new Date(Date.parse(lesson.start_at) - 5 * HOUR));
            await changeClassStatus(t.app, {
              classId: lesson.id,
              to: ClassStatus.cancelled,
              actor: what === 'tutorCancel' ? ClassActor.tutor : ClassActor.student,
            });
          } else if (what.endsWith('Absent')) {
            t.clock.set(end);
            const absentParty = what === 'tutorAbsent' ? AbsentParty.tutor : AbsentParty.student;
            await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.absent, actor: ClassActor.system, absentParty });
          }
          t.clock.set(new Date());
        }
        const before = await ledgerBalances(db, tutorId);
        const count = await db.selectFrom('ledger_entries').select(db.fn.countAll().as('n')).where('tutor_id', '=', tutorId).executeTakeFirstOrThrow();
        // Replay every event this tutor's classes ever had through the ledger's rules.
        const events = await db
          .selectFrom('class_events as e')
          .innerJoin('classes as c', 'c.id', 'e.class_id')
          .selectAll('e')
          .where('e.tutor_id', '=', tutorId)
          .orderBy('e.id')
          .execute();
        const lessons = await db.selectFrom('classes').selectAll().where('tutor_id', '=', tutorId).execute();
        const byId = new Map(lessons.map((l) => [l.id, l]));
        await db.transaction().execute((trx) =>
          ledgerRulesForClassEvents(
            trx,
            events.map((event) => ({ event, lesson: byId.get(event.class_id)! })),
            contextOf(t.app),
          ),
        );
        expect(await ledgerBalances(db, tutorId)).toEqual(before);
        const recount = await db.selectFrom('ledger_entries').select(db.fn.countAll().as('n')).where('tutor_id', '=', tutorId).executeTakeFirstOrThrow();
        expect(Number(recount.n)).toBe(Number(count.n));
      }),
      { numRuns: 6 },
    );
  });
});
