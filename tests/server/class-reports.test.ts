import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { bookClass, changeClassStatus } from '../../server/services/class.service';
import { ClassDetailTutor } from '../../server/seed/class-detail.seed';
import { courseLessonIds } from '../../server/seed/teaching.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

const SLOT = 30 * 60_000;
/** A student of its own on the Phonics course, taught only by the class detail tutor here. */
const STUDENT = 7911;
const UCID = 17911;
const PHONICS = courseLessonIds(0);

describe(`class detail: the student's reports (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  let other: string;
  const slotNow = Math.floor(Date.now() / SLOT) * SLOT;
  const used = new Set<number>();
  const book = async (offset: number, overrides: Partial<Parameters<typeof bookClass>[1]> = {}) => {
    const step = offset < 0 ? -1 : 1;
    for (let at = offset; ; at += step) {
      if (used.has(at)) continue;
      used.add(at);
      const input = {
        tutorId: ClassDetailTutor.id,
        studentId: STUDENT,
        ucid: UCID,
        classType: ClassType.regular,
        classTool: 7,
        startAt: new Date(slotNow + at * SLOT).toISOString(),
        feePhp: 130,
        actor: ClassActor.staff,
        ...overrides,
      };
      const lesson = await bookClass(t.app, input).catch(() => null);
      if (lesson) return lesson;
    }
  };
  const post = <T>(name: string, options: { token?: string; query?: Record<string, number>; body?: Record<string, unknown> }) =>
    t.call<T>('POST', `/api/ClassTable/${name}`, { token: tutor, ...options });
  /** A finished class on `lessonId`, remarked with `ratings` and scored. */
  const taught = async (offset: number, lessonId: number, ratings: Record<string, number>, levelRate: number) => {
    const lesson = await book(offset, { lessonId });
    await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system });
    expect(
      (await post('VipClassRemark', { body: { CLID: lesson.id, Content: 'Read every word and asked good questions.', Ratings: ratings } })).json.ErrorCode,
    ).toBe(0);
    expect((await post('EditLessonScore', { query: { clid: lesson.id, score: levelRate, activityType: 1 } })).json.ErrorCode).toBe(0);
    return lesson;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    const at = new Date().toISOString();
    await t.app.db.insertInto('students').values({ id: STUDENT, name: 'Report Student', english_level: 'A1', created_at: at }).execute();
    await t.app.db
      .insertInto('students')
      .values({ id: STUDENT + 1, name: 'New Student', english_level: 'A1', created_at: at })
      .execute();
    await t.app.db
      .insertInto('student_courses')
      .values([
        { id: UCID, student_id: STUDENT, course_id: 801, started_at: at },
        { id: UCID + 1, student_id: STUDENT + 1, course_id: 801, started_at: at },
      ])
      .execute();
    tutor = await t.login(ClassDetailTutor.account, ClassDetailTutor.password);
    other = await t.login('demo2', 'demo1234');
  });
  afterAll(async () => t.close());

  it('computes the evaluation, summary, written summary and studied-lesson report from remarks and scores', async () => {
    const first = await taught(-4, PHONICS[0]!, { Pronunciation: 2, Fluency: 4 }, 3);
    const second = await taught(-3, PHONICS[1]!, { Pronunciation: 4, Fluency: 5 }, 5);

    const evaluation = await post<{ Ratings: Record<string, number>; LevelRate: number; TextbookScore: number; Remark: string }>('GetCourseEvaluationInfo', {
      query: { clid: second.id },
    });
    expect(evaluation.json.Body).toMatchObject({
      Ratings: { Pronunciation: 4, Fluency: 5 },
      LevelRate: 5,
      TextbookScore: 0,
      Remark: 'Read every word and asked good questions.',
    });

    const summary = await post<{ FinishedClasses: number; RemarkedClasses: number; Averages: Record<string, number>; AverageLevelRate: number }>(
      'GetUserSummaryAnalysis',
      { query: { clid: second.id } },
    );
    expect(summary.json.Body).toMatchObject({ FinishedClasses: 2, RemarkedClasses: 2, AverageLevelRate: 4 });
    expect(summary.json.Body.Averages).toMatchObject({ Pronunciation: 3, Fluency: 4.5, Grammar: 0 });
    // Up to the first class only: the later one does not count.
    expect((await post<{ FinishedClasses: number }>('GetUserSummaryAnalysis', { query: { clid: first.id } })).json.Body.FinishedClasses).toBe(1);

    const ai = await post<{ Ready: boolean; Summary: string }>('GetAIReportSummary', { query: { clid: second.id } });
    expect(ai.json.Body).toEqual({
      CLID: second.id,
      Ready: true,
      Summary: 'Over 2 rated classes, Fluency is the strongest skill (4.5/5) and Pronunciation needs the most practice (3/5).',
    });

    const report = await post<{ CLID: number; StuUID: number; Ratings: Record<string, number> }>('GetUserUserReportByID', { query: { usid: PHONICS[0]! } });
    expect(report.json.Body).toMatchObject({ CLID: first.id, StuUID: STUDENT, Ratings: { Pronunciation: 2, Fluency: 4 }, LevelRate: 3 });
    expect((await post('GetUserUserReportByID', { query: { usid: PHONICS[5]! } })).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('says the written summary is not ready without rated remarks, and keeps the spoken-English record of a started class', async () => {
    // A student with no rated remark yet.
    const coming = await book(10, { studentId: STUDENT + 1, ucid: UCID + 1 });
    expect((await post<{ Ready: boolean }>('GetAIReportSummary', { query: { clid: coming.id } })).json.Body.Ready).toBe(false);
    expect((await post('SubmitMasterRecordByCLID', { body: { CLID: coming.id, Score: 4, Comment: 'Too early.' } })).json.ErrorCode).toBe(ErrorCode.Failed);

    const started = await book(-1);
    expect((await post<{ Submitted: boolean }>('GetMasterSpokenDetailsByCLID', { query: { clid: started.id } })).json.Body.Submitted).toBe(false);
    expect((await post('SubmitMasterRecordByCLID', { body: { CLID: started.id, Score: 6, Comment: 'x' } })).json.ErrorCode).not.toBe(0);
    const saved = await post<{ Submitted: boolean; Score: number; Comment: string }>('SubmitMasterRecordByCLID', {
      body: { CLID: started.id, Score: 4, Comment: ' Clear vowels. ' },
    });
    expect(saved.json.Body).toMatchObject({ Submitted: true, Score: 4, Comment: 'Clear vowels.' });
    expect((await post<{ Score: number }>('GetMasterSpokenDetailsByCLID', { query: { clid: started.id } })).json.Body.Score).toBe(4);
  });

  it('answers training notes, recording the first read, and the (empty) highlight pictures of a class', async () => {
    const lesson = await book(12);
    const first = await post<{ Title: string; FirstRead: boolean }>('GetCourseTrainingContentAndRead', { body: { TrainingTag: 'trial', CLID: lesson.id } });
    expect(first.json.Body).toMatchObject({ Title: 'Teaching a trial class', FirstRead: true });
    expect((await post<{ FirstRead: boolean }>('GetCourseTrainingContentAndRead', { body: { TrainingTag: 'trial' } })).json.Body.FirstRead).toBe(false);
    expect((await post('GetCourseTrainingContentAndRead', { body: { TrainingTag: 'unknown' } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const reads = await t.app.db
      .selectFrom('class_detail_logs')
      .select('class_id')
      .where('kind', '=', 'training_read')
      .where('tutor_id', '=', ClassDetailTutor.id)
      .execute();
    expect(reads).toEqual([{ class_id: lesson.id }]);
    expect((await post<{ Pictures: unknown[] }>('GetWonderfulPictures', { query: { clid: lesson.id } })).json.Body.Pictures).toEqual([]);
  });

  it("refuses another tutor's class and studied lesson as missing", async () => {
    const mine = await taught(-6, PHONICS[2]!, { Grammar: 3 }, 2);
    for (const name of ['GetWonderfulPictures', 'GetCourseEvaluationInfo', 'GetUserSummaryAnalysis', 'GetAIReportSummary', 'GetMasterSpokenDetailsByCLID']) {
      const refused = await post(name, { token: other, query: { clid: mine.id } });
      expect([name, refused.json.ErrorCode]).toEqual([name, ErrorCode.NotFound]);
    }
    expect((await post('GetCourseTrainingContentAndRead', { token: other, body: { TrainingTag: 'regular', CLID: mine.id } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    expect((await post('SubmitMasterRecordByCLID', { token: other, body: { CLID: mine.id, Score: 3, Comment: 'Not mine.' } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    // The other tutor sees at most its own class on that lesson (the seeded demo tutor has some), never this one.
    const theirs = await post<{ CLID: number }>('GetUserUserReportByID', { token: other, query: { usid: PHONICS[2]! } });
    if (theirs.json.ErrorCode === 0) {
      const row = await t.app.db.selectFrom('classes').select('tutor_id').where('id', '=', theirs.json.Body.CLID).executeTakeFirstOrThrow();
      expect(row.tutor_id).not.toBe(ClassDetailTutor.id);
    } else expect(theirs.json.ErrorCode).toBe(ErrorCode.NotFound);
  });
});
