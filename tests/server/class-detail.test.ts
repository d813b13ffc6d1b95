import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassDetailMessages, type MaterialLine } from '../../src/domain/class-detail';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { bookClass, changeClassStatus } from '../../server/services/class.service';
import { ClassDetailTutor } from '../../server/seed/class-detail.seed';
import { courseLessonIds } from '../../server/seed/teaching.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

const MINUTE = 60_000;
const SLOT = 30 * MINUTE;

interface MaterialList {
  UCID: number;
  CLID: number;
  Lines: MaterialLine[];
  CurrentIndex: number;
}

/** A student of its own on the Phonics course (801), taught only by the class detail tutor in these tests. */
const STUDENT = 7901;
const UCID = 17901;
const PHONICS = courseLessonIds(0);
const OTHER_COURSE = courseLessonIds(1);

describe(`class detail: materials and remarks (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  let other: string;
  const now = Date.now();
  /** The slot that started most recently: classes placed relative to it never collide. */
  const slotNow = Math.floor(now / SLOT) * SLOT;
  const slot = (offset: number) => new Date(slotNow + offset * SLOT).toISOString();

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    await t.app.db
      .insertInto('students')
      .values({ id: STUDENT, name: 'Test Student', english_level: 'A1', created_at: new Date(now).toISOString() })
      .execute();
    await t.app.db
      .insertInto('student_courses')
      .values({ id: UCID, student_id: STUDENT, course_id: 801, started_at: new Date(now).toISOString() })
      .execute();
    tutor = await t.login(ClassDetailTutor.account, ClassDetailTutor.password);
    other = await t.login('demo2', 'demo1234');
  });
  afterAll(async () => t.close());

  /** Books on the slot `offset` from now, or the next free one away from now (the seeded classes may hold a slot). */
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
        startAt: slot(at),
        feePhp: 130,
        actor: ClassActor.staff,
        ...overrides,
      };
      const lesson = await bookClass(t.app, input).catch(() => null);
      if (lesson) return lesson;
    }
  };
  const materials = (token: string, body: Record<string, unknown>) => t.call<MaterialList>('POST', '/api/ClassTable/GetTeachingMaterials', { token, body });

  it('lists the course with lesson types, what was studied and the current lesson, and sets a class material as a class event', async () => {
    // Two lessons studied (finished with their SID), one set for a coming class.
    for (const [offset, sid] of [
      [-200, PHONICS[0]!],
      [-190, PHONICS[1]!],
    ] as const) {
      const lesson = await book(offset, { lessonId: sid });
      await changeClassStatus(t.app, { classId: lesson.id, to: ClassStatus.finished, actor: ClassActor.system });
    }
    await book(40, { lessonId: PHONICS[2]! });
    const coming = await book(20);

    const list = await materials(tutor, { UCID, CLID: coming.id });
    expect(list.json.ErrorCode).toBe(0);
    const lines = list.json.Body.Lines;
    expect(lines).toHaveLength(15);
    expect(lines.map((l) => l.LessonType).slice(0, 5)).toEqual([1, 1, 2, 2, 4]);
    expect(lines[2]!.USAID).toBe(PHONICS[2]);
    // No CSID yet: the line after the last studied or set line.
    expect(list.json.Body.CurrentIndex).toBe(3);
    expect(lines.filter((l) => l.IsCurrentCourseware).map((l) => l.SID)).toEqual([PHONICS[3]]);

    const set = await t.call<{ SID: number }>('POST', '/api/ClassTable/SetTeachingMaterials', { token: tutor, body: { CLID: coming.id, SID: PHONICS[6]! } });
    expect(set.json).toMatchObject({ ErrorCode: 0, Body: { CLID: coming.id, SID: PHONICS[6] } });
    const after = (await materials(tutor, { UCID, CLID: coming.id })).json.Body;
    expect(after.CurrentIndex).toBe(6);
    expect(after.Lines[6]).toMatchObject({ CSID: PHONICS[6], IsCurrentCourseware: true });
    const events = await t.app.db.selectFrom('class_events').select(['kind', 'details']).where('class_id', '=', coming.id).orderBy('id').execute();
    expect(events.map((e) => e.kind)).toEqual(['booked', 'material_set']);
    expect(JSON.parse(events[1]!.details)).toMatchObject({ from: null, to: PHONICS[6], how: 'set' });

    const wrong = await t.call('POST', '/api/ClassTable/SetTeachingMaterials', { token: tutor, body: { CLID: coming.id, SID: OTHER_COURSE[0]! } });
    expect(wrong.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassDetailMessages.lessonNotInCourse });
  });

  it('copies the previous class material (same materials) and refuses an ended class', async () => {
    const before = await book(60, { lessonId: PHONICS[8]! });
    const next = await book(70);
    const same = await t.call<{ SID: number }>('POST', '/api/ClassTable/SumbitTheSameMaterials', {
      token: tutor,
      body: { clid: next.id, tuid: ClassDetailTutor.id, uid: STUDENT, classTime: next.start_at },
    });
    expect(same.json).toMatchObject({ ErrorCode: 0, Body: { SID: PHONICS[8] } });
    expect(before.id).toBeLessThan(next.id);
    const wrongTutor = await t.call('POST', '/api/ClassTable/SumbitTheSameMaterials', {
      token: tutor,
      body: { clid: next.id, tuid: DemoUsers.demo2.id, uid: STUDENT },
    });
    expect(wrongTutor.json.ErrorCode).toBe(ErrorCode.NotFound);

    const ended = await book(-100);
    await changeClassStatus(t.app, { classId: ended.id, to: ClassStatus.finished, actor: ClassActor.system });
    const late = await t.call('POST', '/api/ClassTable/SetTeachingMaterials', { token: tutor, body: { CLID: ended.id, SID: PHONICS[0]! } });
    expect(late.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassDetailMessages.classEnded });
  });

  it('answers knowledge points and category checks', async () => {
    const points = await t.call<{ KnowledgePoints: Array<{ Name: string }> }>('POST', '/api/ClassTable/GetCoursewareKnowledgePointBySId', {
      token: tutor,
      query: { sId: PHONICS[0]! },
    });
    expect(points.json.ErrorCode).toBe(0);
    expect(points.json.Body.KnowledgePoints.length).toBeGreaterThan(0);
    expect((await t.call('POST', '/api/ClassTable/GetCoursewareKnowledgePointBySId', { token: tutor, query: { sId: 999_999 } })).json.ErrorCode).toBe(
      ErrorCode.NotFound,
    );
    const check = (cateId: number, token = tutor) =>
      t.call<{ Allowed: boolean }>('POST', '/api/ClassTable/CheckCategory', { token, query: { cateId, cateName: 'x', uid: STUDENT, classTime: '' } });
    expect((await check(11)).json.Body.Allowed).toBe(true);
    expect((await check(21)).json.Body.Allowed).toBe(false);
    expect((await check(90)).json.Body.Allowed).toBe(true);
    expect((await check(11, other)).json.ErrorCode).toBe(ErrorCode.NotFound);
  });

  it('records a submitted remark as a class event that earns the growth value once', async () => {
    const early = await book(4);
    const tooEarly = await t.call('POST', '/api/ClassTable/VipClassRemark', {
      token: tutor,
      body: { CLID: early.id, Content: 'Great class today with a lot of talking.' },
    });
    expect(tooEarly.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassDetailMessages.remarkTooEarly });

    // Ended 5 to 35 minutes ago: within the prompt hour.
    const lesson = await book(-1);
    const short = await t.call('POST', '/api/ClassTable/VipClassRemark', { token: tutor, body: { CLID: lesson.id, Content: 'short' } });
    expect(short.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassDetailMessages.remarkTextLength });
    const later = await t.call<{ Status: string }>('POST', '/api/ClassTable/SumbitClassMomoLater', {
      token: tutor,
      body: { CLID: lesson.id, Content: 'draft' },
    });
    expect(later.json).toMatchObject({ ErrorCode: 0, Msg: ClassDetailMessages.remarkLaterSaved, Body: { Status: 'draft' } });

    const body = { CLID: lesson.id, Content: 'Lily read all the words and asked good questions.', Ratings: { Pronunciation: 4, Fluency: 5 } };
    const remark = await t.call<{ Status: string }>('POST', '/api/ClassTable/VipClassRemark', { token: tutor, body });
    expect(remark.json).toMatchObject({ ErrorCode: 0, Msg: ClassDetailMessages.remarkSaved, Body: { Status: 'submitted' } });
    await t.call('POST', '/api/ClassTable/VipClassRemark', { token: tutor, body: { ...body, Content: `${body.Content} Edited.` } });
    const events = await t.app.db
      .selectFrom('class_events')
      .select(['kind', 'details'])
      .where('class_id', '=', lesson.id)
      .where('kind', '=', 'remark_submitted')
      .orderBy('id')
      .execute();
    expect(events.map((e) => JSON.parse(e.details) as { first: boolean })).toMatchObject([{ first: true, prompt: true }, { first: false }]);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select(['rule', 'amount'])
      .where('source_type', '=', 'class')
      .where('source_id', '=', String(lesson.id))
      .execute();
    expect(entries).toEqual([{ rule: 'gv.class_remark_prompt', amount: 50 }]);

    const knowledge = await t.call('POST', '/api/ClassTable/KnowledgePointsClassRemark', {
      token: tutor,
      body: { CLID: lesson.id, Content: 'Knew the vocabulary well.', Points: [{ Id: 1, Mastery: 4 }] },
    });
    expect(knowledge.json.ErrorCode).toBe(0);
    const trial = await t.call('POST', '/api/ClassTable/leaveTrailClassRemark', {
      token: tutor,
      body: { CLID: lesson.id, Content: 'Not a trial class at all.' },
    });
    expect(trial.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: ClassDetailMessages.remarkNotTrial });
    const saved = await t.call<Array<{ Kind: string; Status: string }>>('POST', '/api/ClassTable/GetClassRemark', { token: tutor, query: { clid: lesson.id } });
    expect(saved.json.Body.map((r) => [r.Kind, r.Status])).toEqual([
      ['class', 'submitted'],
      ['knowledge_points', 'submitted'],
    ]);

    // The next class sees the remark in its material remark detail.
    const next = await book(80);
    const detail = await t.call<Array<{ CLID: number; Summary: string }>>('POST', '/api/ClassTable/GetMaterialRemarkDetail', {
      token: tutor,
      query: { clid: next.id },
    });
    expect(detail.json.Body.map((d) => d.CLID)).toContain(lesson.id);
  });

  it('rewards a remark written later than an hour after class with the smaller value, and a trial remark on a trial class', async () => {
    const lesson = await book(-10, { classType: ClassType.trial });
    const trial = await t.call('POST', '/api/ClassTable/leaveTrailClassRemark', {
      token: tutor,
      body: { CLID: lesson.id, Content: 'Ready for the A1 course.', Level: 'A1', Suggestion: 'Phonics' },
    });
    expect(trial.json.ErrorCode).toBe(0);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select(['rule'])
      .where('source_type', '=', 'class')
      .where('source_id', '=', String(lesson.id))
      .execute();
    expect(entries).toEqual([{ rule: 'gv.class_remark' }]);
  });

  it("refuses another tutor's class on every call as missing", async () => {
    const lesson = await book(-3);
    const calls: Array<[string, { query?: Record<string, number | string>; body?: Record<string, unknown> }]> = [
      ['GetTeachingMaterials', { body: { UCID, CLID: lesson.id } }],
      ['GetTeachingMaterials', { body: { UCID } }],
      ['SetTeachingMaterials', { body: { CLID: lesson.id, SID: PHONICS[0]! } }],
      ['SumbitTheSameMaterials', { body: { clid: lesson.id, tuid: DemoUsers.demo2.id, uid: STUDENT } }],
      ['GetMaterialRemarkDetail', { query: { clid: lesson.id } }],
      ['CheckCategory', { query: { cateId: 11, uid: STUDENT } }],
      ['VipClassRemark', { body: { CLID: lesson.id, Content: 'Someone else wrote this remark.' } }],
      ['KnowledgePointsClassRemark', { body: { CLID: lesson.id, Content: 'Someone else wrote this remark.', Points: [] } }],
      ['leaveTrailClassRemark', { body: { CLID: lesson.id, Content: 'Someone else wrote this remark.' } }],
      ['SumbitClassMomoLater', { body: { CLID: lesson.id, Content: 'x' } }],
      ['GetClassRemark', { query: { clid: lesson.id } }],
    ];
    for (const [name, options] of calls) {
      const result = await t.call('POST', `/api/ClassTable/${name}`, { token: other, ...options });
      expect([name, result.json.ErrorCode]).toEqual([name, ErrorCode.NotFound]);
    }
  });
});
