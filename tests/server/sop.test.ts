import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { SOP_ITEMS, SOP_PASS_SCORE, SopMessages, type SopAssessmentSummary, type SopClassScore, type SopScorePage } from '../../src/domain/sop';
import { TrainingTutor } from '../../server/seed/training.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

describe(`SOP scores (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let trainee: string;
  let demo2: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    [trainee, demo2, staff] = await Promise.all([
      t.login(TrainingTutor.account, TrainingTutor.password),
      t.login('demo2', 'demo1234'),
      t.login('staff', DemoUsers.staff.password),
    ]);
  });
  afterAll(async () => t.close());

  const list = async (token: string, query: Record<string, string | number> = {}) =>
    (await t.call<SopScorePage>('POST', '/api/SOP/GetScoreClassList', { token, query })).json;
  const summary = async (token: string) => (await t.call<SopAssessmentSummary>('POST', '/api/SOP/GetAssessmentSummary', { token })).json.Body;
  const fullMarks = () => Object.fromEntries(SOP_ITEMS.map(({ item, max }) => [item, max]));

  it('lists the tutor’s scored classes newest first, with totals summed from the stored items', async () => {
    const page = (await list(trainee, { pageIndex: 1, pageSize: 5 })).Body;
    expect(page.Total).toBe(7);
    expect(page.Items).toHaveLength(5);
    const times = page.Items.map((item) => item.ClassTime);
    expect([...times].sort().reverse()).toEqual(times);
    for (const item of page.Items) {
      expect(item.Items.map((entry) => entry.Item)).toEqual(SOP_ITEMS.map((entry) => entry.item));
      expect(item.Score).toBe(item.Items.reduce((sum, entry) => sum + entry.Score, 0));
      expect(item.Passed).toBe(item.Score >= SOP_PASS_SCORE);
    }
    // The stored rows are the source: change one item and the total follows.
    const first = page.Items[0]!;
    const evaluation = await t.database.db.selectFrom('sop_evaluations').select('id').where('class_id', '=', first.ClassId).executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('sop_evaluation_scores')
      .set({ score: 0 })
      .where('evaluation_id', '=', evaluation.id)
      .where('item', '=', 'material')
      .execute();
    const after = (await t.call<SopClassScore>('POST', '/api/SOP/GetScoreClassDetail', { token: trainee, query: { clid: first.ClassId } })).json.Body;
    const material = first.Items.find((entry) => entry.Item === 'material')!.Score;
    expect(after.Score).toBe(first.Score - material);
    expect((await list(trainee, { pageIndex: 2, pageSize: 5 })).Body.Items).toHaveLength(2);
  });

  it('narrows to a provider month and refuses a badly written one', async () => {
    const all = (await list(trainee, { pageSize: 100 })).Body.Items;
    const month = all[0]!.ClassTime.slice(0, 7);
    const ofMonth = (await list(trainee, { month, pageSize: 100 })).Body;
    expect(ofMonth.Total).toBeGreaterThan(0);
    expect(ofMonth.Total).toBeLessThanOrEqual(all.length);
    expect((await list(trainee, { month: '2026-13' })).Msg).toBe(SopMessages.badMonth);
  });

  it('never shows one tutor another’s scores', async () => {
    const mine = (await list(trainee)).Body.Items[0]!;
    const theirs = await t.call('POST', '/api/SOP/GetScoreClassDetail', { token: demo2, query: { clid: mine.ClassId } });
    expect([theirs.status, theirs.json.ErrorCode, theirs.json.Msg]).toEqual([404, ErrorCode.NotFound, SopMessages.notFound]);
    const demo2Ids = new Set((await list(demo2, { pageSize: 100 })).Body.Items.map((item) => item.ClassId));
    expect(demo2Ids.has(mine.ClassId)).toBe(false);
  });

  it('summarises the last six months from the stored scores', async () => {
    const result = await summary(trainee);
    expect(result.Months).toHaveLength(6);
    expect(result.Classes).toBe(result.Months.reduce((sum, month) => sum + month.Classes, 0));
    expect(result.Classes).toBe(7);
    expect(result.Items.map((item) => item.Item)).toEqual(SOP_ITEMS.map((item) => item.item));
    expect(result.PassScore).toBe(SOP_PASS_SCORE);
    expect(result.Weakest).not.toBeNull();
    const anonymous = await t.call('POST', '/api/SOP/GetAssessmentSummary');
    expect(anonymous.json.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('lets the quality team score a finished class once, audited; tutors may not', async () => {
    const unscored = await t.database.db
      .selectFrom('classes as c')
      .leftJoin('sop_evaluations as e', 'e.class_id', 'c.id')
      .select(['c.id', 'c.start_at'])
      .where('c.tutor_id', '=', TrainingTutor.id)
      .where('c.status', '=', 'finished')
      .where('e.id', 'is', null)
      .executeTakeFirstOrThrow();
    const score = (token: string, body: Record<string, unknown>) => t.call<SopClassScore>('POST', '/api/Staff/ScoreClassSop', { token, body: body });
    expect((await score(trainee, { ClassId: unscored.id, Scores: fullMarks() })).json.ErrorCode).toBe(ErrorCode.Forbidden);
    expect((await score(staff, { ClassId: unscored.id, Scores: { ...fullMarks(), material: 21 } })).json.Msg).toBe(
      SopMessages.badScore('Follows the lesson material', 20),
    );
    const { feedback: _omitted, ...missing } = fullMarks();
    expect((await score(staff, { ClassId: unscored.id, Scores: missing })).json.Msg).toBe(SopMessages.missingItem('Feedback written on time'));
    expect((await score(staff, { ClassId: unscored.id, Scores: { ...fullMarks(), smile: 3 } })).json.Msg).toBe(SopMessages.badItem('smile'));
    expect((await score(staff, { ClassId: 99_999_999, Scores: fullMarks() })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const booked = await t.database.db
      .selectFrom('classes')
      .select('id')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('status', '=', 'booked')
      .executeTakeFirstOrThrow();
    expect((await score(staff, { ClassId: booked.id, Scores: fullMarks() })).json.Msg).toBe(SopMessages.notFinished);

    const saved = await score(staff, { ClassId: unscored.id, Scores: { ...fullMarks(), closing: 4 }, Comment: ' Close with homework. ' });
    expect(saved.json).toMatchObject({
      ErrorCode: 0,
      Msg: SopMessages.scored,
      Body: { ClassId: unscored.id, Score: 94, Passed: true, Comment: 'Close with homework.' },
    });
    expect((await score(staff, { ClassId: unscored.id, Scores: fullMarks() })).json.Msg).toBe(SopMessages.alreadyScored);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sop.score')
      .where('subject_id', '=', String(unscored.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(DemoUsers.staff.id);
    expect((await list(trainee, { pageSize: 100 })).Body.Total).toBe(8);
  });
});
