import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassDetailMessages, TrialSmsMessages } from '../../src/domain/class-detail';
import { ClassActor, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { bookClass } from '../../server/services/class.service';
import { ClassDetailTutor } from '../../server/seed/class-detail.seed';
import { DemoStudents, courseLessonIds, ucidOf } from '../../server/seed/teaching.seed';
import { startTestApp, usingPostgres, type TestApp } from './harness';

const SLOT = 30 * 60_000;
const PHONICS = courseLessonIds(0);
const BUSINESS = courseLessonIds(1);
/** Kenji Sato: a divert user (class-table seed) on the Business English course (category 21). */
const DIVERT = DemoStudents[1];

describe(`class detail: profile, scores, suggestions, SMS notice, logs, divert users, courseware room (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
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
        studentId: 7001,
        ucid: 17001,
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
  const post = <T>(name: string, options: { token?: string; query?: Record<string, string | number | boolean>; body?: Record<string, unknown> }) =>
    t.call<T>('POST', name.startsWith('/') ? name : `/api/ClassTable/${name}`, { token: tutor, ...options });

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    tutor = await t.login(ClassDetailTutor.account, ClassDetailTutor.password);
    other = await t.login('franchisee', 'demo1234');
  });
  afterAll(async () => t.close());

  it('answers the student profile and appraisal suggestions for the level, and logs their use', async () => {
    const lesson = await book(-1);
    const info = await post<{ Name: string; EnglishLevel: string; ClassesWithYou: number }>('GetStuInfoByUID', { query: { uid: 7001, classTime: '' } });
    expect(info.json.Body).toMatchObject({ Name: 'Lily Chen', EnglishLevel: 'A1' });
    expect(info.json.Body.ClassesWithYou).toBeGreaterThanOrEqual(1);
    const suggestions = await post<Array<{ Id: number }>>('GetCurrentStudentAppraisalItemSuggestionList', { query: { uid: 7001 } });
    expect(suggestions.json.Body.map((s) => s.Id)).toEqual([1, 2, 3]);
    expect((await post('InsertSuggestClickLog', { query: { clid: lesson.id, suggestId: 2 } })).json.Body).toBe(true);
    expect((await post('InsertSuggestClickLog', { query: { clid: lesson.id, suggestId: 99 } })).json.ErrorCode).toBe(ErrorCode.NotFound);
    expect((await post('InsertStudentAppraisalPopupLog', { query: { clid: lesson.id, staySeconds: 12, isRead: true } })).json.Body).toBe(true);
    expect((await post('AddTutorEventLog', { body: { eventEnum: 3, response: 'ok' } })).json.Body).toBe(true);
    expect((await post('UpdateUserVersion', { body: { Version: '2.4.1' } })).json.Body).toBe(true);
    const logs = await t.app.db.selectFrom('class_detail_logs').select(['kind', 'details']).where('tutor_id', '=', ClassDetailTutor.id).orderBy('id').execute();
    expect(logs.map((l) => l.kind)).toEqual(['suggest_click', 'appraisal_popup', 'tutor_event', 'user_version']);
    expect(JSON.parse(logs[1]!.details)).toEqual({ staySeconds: 12, isRead: true });
  });

  it('keeps the level rate and textbook score of a class that started, the last one given', async () => {
    const lesson = await book(-2);
    expect((await post('EditLessonScore', { query: { clid: lesson.id, score: 3, activityType: 1 } })).json.Body).toEqual({
      CLID: lesson.id,
      ActivityType: 1,
      Score: 3,
    });
    await post('EditLessonScore', { query: { clid: lesson.id, score: 5, activityType: 1 } });
    await post('EditLessonScore', { query: { clid: lesson.id, score: 4, activityType: 2 } });
    const scores = await t.app.db
      .selectFrom('class_scores')
      .select(['activity_type', 'score'])
      .where('class_id', '=', lesson.id)
      .orderBy('activity_type')
      .execute();
    expect(scores).toEqual([
      { activity_type: 1, score: 5 },
      { activity_type: 2, score: 4 },
    ]);
    const coming = await book(20);
    expect((await post('EditLessonScore', { query: { clid: coming.id, score: 3, activityType: 1 } })).json.Msg).toBe(ClassDetailMessages.remarkTooEarly);
  });

  it('sends a coming trial class its SMS notice once, through the outbox', async () => {
    const trial = await book(30, { classType: ClassType.trial });
    const status = async () =>
      (await post<{ CanSend: boolean; Reason: string; Sent: boolean }>('GetTrialClassSMSNoticeStatus', { query: { clid: trial.id } })).json.Body;
    expect(await status()).toMatchObject({ CanSend: true, Sent: false });
    const sent = await post<{ Status: string }>('SendTrialClassSMSNotice', { query: { clid: trial.id } });
    expect(sent.json).toMatchObject({ ErrorCode: 0, Msg: TrialSmsMessages.sent, Body: { Status: 'held' } });
    expect(await status()).toMatchObject({ CanSend: false, Sent: true, Reason: TrialSmsMessages.alreadySent });
    expect((await post('SendTrialClassSMSNotice', { query: { clid: trial.id } })).json.Msg).toBe(TrialSmsMessages.alreadySent);
    const outbox = await t.app.db.selectFrom('outbox_messages').select(['channel', 'recipient', 'kind']).where('kind', '=', 'trial_class_notice').execute();
    expect(outbox).toEqual([{ channel: 'sms', recipient: 'student:7001', kind: 'trial_class_notice' }]);
    const regular = await book(40);
    expect((await post('SendTrialClassSMSNotice', { query: { clid: regular.id } })).json.Msg).toBe(TrialSmsMessages.notTrial);
  });

  it("lists and sets a divert user's material, and the courseware room searches lessons and changes a class's", async () => {
    const divert = await book(50, { studentId: DIVERT.id, ucid: ucidOf(DIVERT.id) });
    const list = await post<{ Lines: unknown[] }>('GetMaterialsByDivertUser', { query: { clid: divert.id, uid: DIVERT.id } });
    expect(list.json.Body.Lines).toHaveLength(15);
    expect((await post('SetMaterialsByDivertUser', { query: { clid: divert.id, uid: DIVERT.id, sid: BUSINESS[1]!, catId: 11 } })).json.Msg).toBe(
      ClassDetailMessages.lessonNotInCourse,
    );
    const set = await post<{ SID: number }>('SetMaterialsByDivertUser', { query: { clid: divert.id, uid: DIVERT.id, sid: BUSINESS[1]!, catId: 21 } });
    expect(set.json.Body.SID).toBe(BUSINESS[1]);
    const notDivert = await book(60);
    expect((await post('GetMaterialsByDivertUser', { query: { clid: notDivert.id, uid: 7001 } })).json.Msg).toBe('This student is not a divert user.');

    const search = await post<{ Total: number; Items: Array<{ SID: number; SubjectName: string }> }>('/api/NetlessRTCRoom/SearchCourseInfoByName', {
      query: { subjectName: 'phonics ADVENTURES: lesson 1', currentPage: 2, pageSize: 2 },
    });
    // Lesson 1, 10, 11, 12: the second page has two.
    expect(search.json.Body.Total).toBe(4);
    expect(search.json.Body.Items.map((i) => i.SubjectName)).toEqual(['Phonics Adventures: Lesson 11', 'Phonics Adventures: Lesson 12']);
    expect(
      (await post<{ Total: number }>('/api/NetlessRTCRoom/SearchCourseInfoByName', { query: { subjectName: '100%', currentPage: 1, pageSize: 10 } })).json.Body
        .Total,
    ).toBe(0);
    const changed = await post<{ SID: number }>('/api/NetlessRTCRoom/ChangeSidByLessonInfo', { body: { CLID: notDivert.id, SID: PHONICS[4]! } });
    expect(changed.json.Body.SID).toBe(PHONICS[4]);
  });

  it("refuses another tutor's class or student on every call as missing", async () => {
    const lesson = await book(-4, { classType: ClassType.trial });
    const divert = await book(70, { studentId: DIVERT.id, ucid: ucidOf(DIVERT.id) });
    // A student only this area's tutor teaches (the demo students have classes with many tutors).
    await t.app.db.insertInto('students').values({ id: 7902, name: 'Only Mine', created_at: new Date().toISOString() }).execute();
    await book(80, { studentId: 7902, ucid: null });
    const calls: Array<[string, { query?: Record<string, number>; body?: Record<string, unknown> }]> = [
      ['GetStuInfoByUID', { query: { uid: 7902 } }],
      ['GetCurrentStudentAppraisalItemSuggestionList', { query: { uid: 7902 } }],
      ['EditLessonScore', { query: { clid: lesson.id, score: 3, activityType: 1 } }],
      ['InsertSuggestClickLog', { query: { clid: lesson.id, suggestId: 1 } }],
      ['InsertStudentAppraisalPopupLog', { query: { clid: lesson.id, staySeconds: 3 } }],
      ['GetTrialClassSMSNoticeStatus', { query: { clid: lesson.id } }],
      ['SendTrialClassSMSNotice', { query: { clid: lesson.id } }],
      ['GetMaterialsByDivertUser', { query: { clid: divert.id, uid: DIVERT.id } }],
      ['SetMaterialsByDivertUser', { query: { clid: divert.id, uid: DIVERT.id, sid: BUSINESS[0]!, catId: 21 } }],
      ['/api/NetlessRTCRoom/ChangeSidByLessonInfo', { body: { CLID: divert.id, SID: BUSINESS[0]! } }],
    ];
    for (const [name, options] of calls) {
      const result = await post(name, { token: other, ...options });
      expect([name, result.json.ErrorCode]).toEqual([name, ErrorCode.NotFound]);
    }
  });
});
