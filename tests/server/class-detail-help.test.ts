import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistanceStatus, ClassDetailMessages } from '../../src/domain/class-detail';
import { ClassActor, ClassStatus, ClassType } from '../../src/domain/classes';
import { ErrorCode } from '../../src/domain/error-codes';
import { bookClass, changeClassStatus } from '../../server/services/class.service';
import { ClassDetailTutor } from '../../server/seed/class-detail.seed';
import { courseLessonIds } from '../../server/seed/teaching.seed';
import { DemoUsers, signHeaders, startTestApp, usingPostgres, type TestApp } from './harness';

const MINUTE = 60_000;
const SLOT = 30 * MINUTE;
/** The smallest PNG: its signature and header are enough for the type sniffing. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PHONICS = courseLessonIds(0);

interface Assistance {
  Id: number;
  Status: string;
  Reply: string;
  ProblemName: string;
}

describe(`class detail: lesson plan, help and the absent picture (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tutor: string;
  let other: string;
  let staff: string;
  const slotNow = Math.floor(Date.now() / SLOT) * SLOT;

  beforeAll(async () => {
    t = await startTestApp({ env: { ATTENDANCE_JOB_INTERVAL_MS: '0' } });
    tutor = await t.login(ClassDetailTutor.account, ClassDetailTutor.password);
    other = await t.login('demo2', 'demo1234');
    staff = await t.login('staff', 'staff1234');
  });
  afterAll(async () => t.close());

  /** Books on the slot `offset` from now, or the next free one away from now (the seeded classes may hold a slot). */
  const used = new Set<number>();
  const book = async (offset: number, classType: ClassType = ClassType.regular) => {
    const step = offset < 0 ? -1 : 1;
    for (let at = offset; ; at += step) {
      if (used.has(at)) continue;
      used.add(at);
      const input = {
        tutorId: ClassDetailTutor.id,
        studentId: 7001,
        ucid: 17001,
        classType,
        classTool: 7,
        startAt: new Date(slotNow + at * SLOT).toISOString(),
        feePhp: 130,
        actor: ClassActor.staff,
      };
      const lesson = await bookClass(t.app, input).catch(() => null);
      if (lesson) return lesson;
    }
  };
  const upload = async (token: string, clid: number, file: Buffer | null = PNG) => {
    const form = new FormData();
    form.append('CLID', String(clid));
    if (file) form.append('file', new Blob([new Uint8Array(file)]), 'absent.png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ClassTable/UploadAbsentPic',
      headers: { ...signHeaders(t.config, {}, undefined), authorization: `Bearer ${token}` },
      payload: form,
    });
    return response.json<{ ErrorCode: number; Msg: string; Body: { Status: string; AbsentParty: string } }>();
  };

  it('saves a lesson plan and material reasons, and lists the coming classes without a plan', async () => {
    const coming = await book(30);
    const empty = await t.call<{ Content: string; UpdatedAt: string }>('POST', '/api/ClassTable/GetLessonPlanInfo', {
      token: tutor,
      query: { clid: coming.id },
    });
    expect(empty.json.Body).toMatchObject({ Content: '', UpdatedAt: '' });
    const state = async () =>
      (
        await t.call<{ Pending: number; Classes: Array<{ CLID: number; HasPlan: boolean }> }>('POST', '/api/ClassTable/GetTutorLessonPlanState', {
          token: tutor,
        })
      ).json.Body;
    expect((await state()).Classes.find((c) => c.CLID === coming.id)?.HasPlan).toBe(false);
    const pendingBefore = (await state()).Pending;

    expect((await t.call('POST', '/api/ClassTable/SaveLessonPlanInfo', { token: tutor, body: { CLID: coming.id, Content: '   ' } })).json.Msg).toBe(
      ClassDetailMessages.lessonPlanEmpty,
    );
    const saved = await t.call<{ Content: string }>('POST', '/api/ClassTable/SaveLessonPlanInfo', {
      token: tutor,
      body: { CLID: coming.id, Content: 'Warm-up song, then the new words with flashcards.' },
    });
    expect(saved.json).toMatchObject({
      ErrorCode: 0,
      Msg: ClassDetailMessages.lessonPlanSaved,
      Body: { Content: 'Warm-up song, then the new words with flashcards.' },
    });
    const reasons = await t.call<{ MaterialReasons: unknown[] }>('POST', '/api/ClassTable/SaveMaterialResonlist', {
      token: tutor,
      body: {
        CLID: coming.id,
        Reasons: [
          { SID: PHONICS[2]!, Reason: 'Repeat: she forgot the words' },
          { SID: PHONICS[3]!, Reason: ' ' },
        ],
      },
    });
    expect(reasons.json.Body.MaterialReasons).toEqual([{ SID: PHONICS[2], Reason: 'Repeat: she forgot the words' }]);
    const after = await state();
    expect(after.Classes.find((c) => c.CLID === coming.id)?.HasPlan).toBe(true);
    expect(after.Pending).toBe(pendingBefore - 1);

    const ended = await book(-20);
    await changeClassStatus(t.app, { classId: ended.id, to: ClassStatus.finished, actor: ClassActor.system });
    expect((await t.call('POST', '/api/ClassTable/SaveLessonPlanInfo', { token: tutor, body: { CLID: ended.id, Content: 'Too late' } })).json.Msg).toBe(
      ClassDetailMessages.classEnded,
    );
  });

  it('records a mistake report, and a support request staff answer (audited, the tutor told) whose state the tutor reads', async () => {
    const lesson = await book(-1);
    const mistake = await t.call<{ SubjectName: string; Status: string }>('POST', '/api/ClassTable/ReportMistakeMaterial', {
      token: tutor,
      body: { CLID: lesson.id, SID: PHONICS[0]!, Page: 3, Description: 'The picture shows a cat, the word says dog.' },
    });
    expect(mistake.json).toMatchObject({ ErrorCode: 0, Msg: ClassDetailMessages.mistakeSaved, Body: { Status: 'open' } });
    expect(
      (await t.call('POST', '/api/ClassTable/ReportMistakeMaterial', { token: tutor, body: { CLID: lesson.id, SID: PHONICS[0]!, Description: ' ' } })).json.Msg,
    ).toBe(ClassDetailMessages.mistakeTextLength);

    const problems = await t.call<Array<{ Children: Array<{ Id: number }> }>>('POST', '/api/ClassTable/GetClassProblemIncludeChildren', {
      token: tutor,
      query: { classTool: 7 },
    });
    const problemId = problems.json.Body[0]!.Children[0]!.Id;
    expect((await t.call('POST', '/api/ClassTable/CSAssistance', { token: tutor, body: { CLID: lesson.id, ProblemId: 999 } })).json.Msg).toBe(
      ClassDetailMessages.unknownProblem,
    );
    const asked = await t.call<Assistance>('POST', '/api/ClassTable/CSAssistance', {
      token: tutor,
      body: { CLID: lesson.id, ProblemId: problemId, Description: 'No sound' },
    });
    expect(asked.json).toMatchObject({ ErrorCode: 0, Msg: ClassDetailMessages.assistanceSent, Body: { Status: AssistanceStatus.open } });

    const queue = await t.call<Array<{ Id: number; Tuid: number }>>('GET', '/api/Staff/ClassAssistance', { token: staff });
    expect(queue.json.Body.find((r) => r.Id === asked.json.Body.Id)?.Tuid).toBe(ClassDetailTutor.id);
    expect((await t.call('GET', '/api/Staff/ClassAssistance', { token: tutor })).json.ErrorCode).not.toBe(0);
    const answered = await t.call<Assistance>('POST', '/api/Staff/AnswerClassAssistance', {
      token: staff,
      body: { Id: asked.json.Body.Id, Reply: 'We called the parent; the student rejoins now.' },
    });
    expect(answered.json.Body).toMatchObject({ Status: AssistanceStatus.answered, Reply: 'We called the parent; the student rejoins now.' });
    expect((await t.call('POST', '/api/Staff/AnswerClassAssistance', { token: tutor, body: { Id: asked.json.Body.Id, Reply: 'x' } })).json.ErrorCode).not.toBe(
      0,
    );

    const seen = await t.call<Assistance[]>('POST', '/api/ClassTable/GetCSPloblemDetails', { token: tutor, query: { clid: lesson.id, type: 0 } });
    expect(seen.json.Body.map((r) => [r.Status, r.Reply])).toEqual([[AssistanceStatus.answered, 'We called the parent; the student rejoins now.']]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'class_assistance')
      .where('subject_id', '=', String(asked.json.Body.Id))
      .execute();
    expect(audit).toEqual([{ action: 'answer_class_assistance' }]);
    const message = await t.app.db.selectFrom('messages').select('title').where('tutor_id', '=', ClassDetailTutor.id).orderBy('id', 'desc').executeTakeFirst();
    expect(message?.title).toBe(`Support answered your request for class ${lesson.id}`);
  });

  it('takes the absent picture only in its window, and marks the class student-absent through the class service', async () => {
    const coming = await book(10);
    const allowed = async (clid: number) =>
      (await t.call<{ Allowed: boolean; Uploaded: boolean }>('POST', '/api/ClassTable/AllowUploadAbsentPic', { token: tutor, query: { clid } })).json.Body;
    expect((await allowed(coming.id)).Allowed).toBe(false);
    expect((await upload(tutor, coming.id)).Msg).toBe(ClassDetailMessages.absentNotAllowed);

    const missed = await book(-2);
    expect(await allowed(missed.id)).toEqual({ Allowed: true, Msg: '', Uploaded: false, UploadedAt: '' });
    expect((await upload(tutor, missed.id, null)).Msg).toBe(ClassDetailMessages.absentPicRequired);
    expect((await upload(tutor, missed.id, Buffer.from('not a picture'))).Msg).toBe(ClassDetailMessages.absentPicRequired);
    const sent = await upload(tutor, missed.id);
    expect(sent).toMatchObject({ ErrorCode: 0, Msg: ClassDetailMessages.absentSaved, Body: { Status: ClassStatus.absent, AbsentParty: 'student' } });
    expect(await allowed(missed.id)).toMatchObject({ Allowed: false, Uploaded: true });
    const event = await t.app.db
      .selectFrom('class_events')
      .select(['kind', 'actor_type'])
      .where('class_id', '=', missed.id)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(event).toEqual({ kind: 'absent', actor_type: 'tutor' });
    const pay = await t.app.db
      .selectFrom('ledger_entries')
      .select('rule')
      .where('source_type', '=', 'class')
      .where('source_id', '=', String(missed.id))
      .execute();
    expect(pay).toEqual([{ rule: 'pay.student_absent_fee' }]);
    expect((await upload(tutor, missed.id)).Msg).toBe(ClassDetailMessages.absentNotAllowed);
  });

  it("refuses another tutor's class on every call as missing", async () => {
    const lesson = await book(-3);
    const calls: Array<[string, { query?: Record<string, number>; body?: Record<string, unknown> }]> = [
      ['GetLessonPlanInfo', { query: { clid: lesson.id } }],
      ['SaveLessonPlanInfo', { body: { CLID: lesson.id, Content: 'x' } }],
      ['SaveMaterialResonlist', { body: { CLID: lesson.id, Reasons: [] } }],
      ['ReportMistakeMaterial', { body: { CLID: lesson.id, SID: PHONICS[0]!, Description: 'x' } }],
      ['CSAssistance', { body: { CLID: lesson.id, ProblemId: 11 } }],
      ['GetCSPloblemDetails', { query: { clid: lesson.id } }],
      ['AllowUploadAbsentPic', { query: { clid: lesson.id } }],
    ];
    for (const [name, options] of calls) {
      const result = await t.call('POST', `/api/ClassTable/${name}`, { token: other, ...options });
      expect([name, result.json.ErrorCode]).toEqual([name, ErrorCode.NotFound]);
    }
    expect((await upload(other, lesson.id)).ErrorCode).toBe(ErrorCode.NotFound);
    const state = await t.call<{ Classes: Array<{ CLID: number }> }>('POST', '/api/ClassTable/GetTutorLessonPlanState', { token: other });
    expect(state.json.Body.Classes.some((c) => c.CLID === lesson.id)).toBe(false);
    expect(DemoUsers.demo2.id).not.toBe(ClassDetailTutor.id);
  });
});
