import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import type { AuditLogItem } from '../../src/domain/staff-console';
import {
  StaffTrainingMessages,
  type QuestionDraft,
  type StaffChapter,
  type StaffCourse,
  type StaffKit,
  type StaffKitQuestion,
} from '../../src/domain/staff-training-content';
import { TrainingCenterMessages, type CourseDetail, type CourseSummary } from '../../src/domain/training-center';
import type { KitTestPaper, TrainingKitCategory } from '../../src/domain/training';
import { operationsOf } from './fuzz-openapi';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';

type Page<T> = { Total: number; Items: T[] };

describe(`staff training content: courses, chapters, kits and questions (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let staff: string;
  let tutor: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.login('staff', DemoUsers.staff.password);
    tutor = await t.login('demo', DemoUsers.demo.password);
  });
  afterAll(async () => t?.close());

  const get = <T>(url: string, query: Record<string, string | number> = {}, token = staff) => t.call<T>('GET', url, { token, query });
  const post = <T>(url: string, body: Record<string, unknown>, token = staff) => t.call<T>('POST', url, { token, body });
  const tutorPost = <T>(url: string, query: Record<string, string | number> = {}, body?: Record<string, unknown>) =>
    t.call<T>('POST', url, { token: tutor, query, ...(body === undefined ? {} : { body }) });
  const auditOf = async (subjectType: string, id: number) =>
    (await get<Page<AuditLogItem>>('/api/Staff/AuditLog', { pageSize: 100 })).json.Body.Items.filter(
      (item) => item.SubjectType === subjectType && item.SubjectId === String(id),
    );
  const catalogue = async () => (await tutorPost<CourseSummary[]>('/api/Training/GetCourse')).json.Body;

  it('creates, changes, orders and retires a course, the tutor seeing each change at once; a subscribed course cannot be deleted', async () => {
    const created = await post<StaffCourse>('/api/Staff/SaveTrainingCourse', {
      Kind: 'course',
      Name: ' Phonics basics ',
      Description: 'Sounds first.',
      Cover: '',
    });
    expect(created.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.created, Body: { Name: 'Phonics basics', Retired: false, TutorCount: 0 } });
    const id = created.json.Body.Id;
    expect((await catalogue()).at(-1)).toMatchObject({ Id: id, Name: 'Phonics basics' });

    const changed = await post<StaffCourse>('/api/Staff/SaveTrainingCourse', {
      Id: id,
      Kind: 'course',
      Name: 'Phonics for beginners',
      Description: 'Sounds first.',
      Cover: '/images/p.png',
    });
    expect(changed.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.updated, Body: { Name: 'Phonics for beginners' } });
    expect((await catalogue()).find((course) => course.Id === id)?.Name).toBe('Phonics for beginners');

    const listed = (await get<StaffCourse[]>('/api/Staff/TrainingCourses', { kind: 'course' })).json.Body;
    const order = [id, ...listed.map((course) => course.Id).filter((each) => each !== id)];
    const ordered = await post<StaffCourse[]>('/api/Staff/OrderTrainingCourses', { Kind: 'course', Ids: order });
    expect(ordered.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.ordered });
    expect((await catalogue()).map((course) => course.Id)).toEqual(order);
    const badOrder = await post('/api/Staff/OrderTrainingCourses', { Kind: 'course', Ids: order.slice(1) });
    expect(badOrder.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.badOrder });

    expect((await tutorPost<CourseDetail>('/api/Training/Subscribe', { courseId: id })).json.ErrorCode).toBe(0);
    const refused = await post('/api/Staff/DeleteTrainingCourse', { Id: id });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.courseInUse });

    const retired = await post<StaffCourse>('/api/Staff/RetireTrainingCourse', { Id: id, Retired: true });
    expect(retired.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.retired, Body: { Retired: true, TutorCount: 1 } });
    expect((await catalogue()).map((course) => course.Id)).not.toContain(id);
    const mine = (await tutorPost<CourseSummary[]>('/api/Training/GetMyCourse')).json.Body;
    expect(mine.map((course) => course.Id)).toContain(id);

    const audit = await auditOf('training_course', id);
    expect(audit.map((entry) => entry.Action).sort()).toEqual(['training_course.create', 'training_course.retire', 'training_course.update']);
    const update = audit.find((entry) => entry.Action === 'training_course.update')!;
    expect(JSON.parse(update.Before!)).toMatchObject({ Name: 'Phonics basics' });
    expect(JSON.parse(update.After!)).toMatchObject({ Name: 'Phonics for beginners' });
    expect(update.ActorId).toBe(DemoUsers.staff.id);
  });

  it('refuses a new subscriber to a retired course, and deletes an unused course with its chapters', async () => {
    const course = (await post<StaffCourse>('/api/Staff/SaveTrainingCourse', { Kind: 'online', Name: 'Old platform', Description: '', Cover: '' })).json.Body;
    await post('/api/Staff/SaveTrainingChapter', { CourseId: course.Id, Title: 'Log in', Body: 'Open the old platform.', Minutes: 5 });
    await post('/api/Staff/RetireTrainingCourse', { Id: course.Id, Retired: true });
    const subscribe = await tutorPost('/api/Training/Subscribe', { courseId: course.Id });
    expect(subscribe.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: TrainingCenterMessages.courseRetired });
    const restored = await post<StaffCourse>('/api/Staff/RetireTrainingCourse', { Id: course.Id, Retired: false });
    expect(restored.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.restored, Body: { Retired: false } });

    const deleted = await post('/api/Staff/DeleteTrainingCourse', { Id: course.Id });
    expect(deleted.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.deleted });
    expect((await get('/api/Staff/TrainingChapters', { courseId: course.Id })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const audit = await auditOf('training_course', course.Id);
    const removal = audit.find((entry) => entry.Action === 'training_course.delete')!;
    expect(JSON.parse(removal.After ?? 'null')).toBeNull();
    expect(JSON.parse(removal.Before!)).toMatchObject({ Name: 'Old platform', Chapters: [{ Title: 'Log in' }] });
  });

  it('edits, orders and deletes chapters; the tutor sees them at once; a learned chapter stays', async () => {
    const course = (await post<StaffCourse>('/api/Staff/SaveTrainingCourse', { Kind: 'course', Name: 'Classroom English', Description: '', Cover: '' })).json
      .Body;
    const save = (body: Record<string, unknown>) => post<StaffChapter>('/api/Staff/SaveTrainingChapter', { CourseId: course.Id, Minutes: 10, ...body });
    const first = (await save({ Title: 'Greetings', Body: 'Say hello.' })).json.Body;
    const second = (await save({ Title: 'Instructions', Body: 'Short commands.' })).json.Body;
    expect([first.Sort, second.Sort]).toEqual([1, 2]);

    const invalid = await save({ Title: ' ', Body: 'x' });
    expect(invalid.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.titleRequired });
    const badMinutes = await save({ Title: 'Long', Body: 'x', Minutes: 0 });
    expect(badMinutes.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.badMinutes });

    const changed = await save({ Id: first.Id, Title: 'Greetings and names', Body: 'Say hello, ask the name.' });
    expect(changed.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.updated });
    await post('/api/Staff/OrderTrainingChapters', { CourseId: course.Id, Ids: [second.Id, first.Id] });
    const detail = async () => (await tutorPost<CourseDetail>('/api/Training/getDetail', { courseId: course.Id })).json.Body;
    expect((await detail()).Chapters.map((chapter) => chapter.Title)).toEqual(['Instructions', 'Greetings and names']);

    await tutorPost('/api/Training/Subscribe', { courseId: course.Id });
    expect((await tutorPost('/api/Training/Learnning', { chapterId: first.Id })).json.ErrorCode).toBe(0);
    const refused = await post('/api/Staff/DeleteTrainingChapter', { Id: first.Id });
    expect(refused.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.chapterInUse });
    const deleted = await post('/api/Staff/DeleteTrainingChapter', { Id: second.Id });
    expect(deleted.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.deleted });
    expect((await detail()).Chapters.map((chapter) => chapter.Id)).toEqual([first.Id]);
    const listed = (await get<StaffChapter[]>('/api/Staff/TrainingChapters', { courseId: course.Id })).json.Body;
    expect(listed).toEqual([expect.objectContaining({ Id: first.Id, LearnedCount: 1 })]);

    expect((await auditOf('training_chapter', second.Id)).map((entry) => entry.Action).sort()).toEqual(['training_chapter.create', 'training_chapter.delete']);
    expect((await auditOf('training_course', course.Id)).map((entry) => entry.Action)).toContain('training_chapter.order');
  });

  it('builds a kit with validated questions that the tutor takes at once; a taken kit is retired, not deleted', async () => {
    const { Categories } = (await get<{ Categories: Array<{ Id: number; Name: string }>; Items: StaffKit[] }>('/api/Staff/TrainingKits')).json.Body;
    const categoryId = Categories[0]!.Id;
    const kitBody = { CategoryId: categoryId, Name: 'Pronunciation check', Description: 'Vowels.', PassScore: 50, TestMinutes: 10, Label: '' };
    const badPass = await post('/api/Staff/SaveTrainingKit', { ...kitBody, PassScore: 101 });
    expect(badPass.json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.badPassScore });
    const kit = (await post<StaffKit>('/api/Staff/SaveTrainingKit', kitBody)).json.Body;
    expect(kit).toMatchObject({ Name: 'Pronunciation check', PassScore: 50, QuestionCount: 0, TakenCount: 0, Retired: false });

    const question = (patch: Partial<QuestionDraft>) =>
      post<StaffKitQuestion>('/api/Staff/SaveTrainingKitQuestion', {
        KitId: kit.Id,
        CatName: 'Vowels',
        Text: 'Which word has a long a?',
        Options: ['cat', 'cake'],
        Correct: [1],
        Points: 10,
        Explanation: 'a_e makes the long sound.',
        ...patch,
      });
    expect((await question({ Options: ['cat'] })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.tooFewOptions });
    expect((await question({ Correct: [2] })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.correctRequired });
    expect((await question({ Correct: [] })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.correctRequired });
    expect((await question({ Options: ['cat', ' Cat '] })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.sameOptions });
    expect((await question({ Text: 'x'.repeat(1001) })).json).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: StaffTrainingMessages.questionTooLong });

    const one = (await question({})).json.Body;
    const two = (await question({ Text: 'Which have a short a?', Options: ['cat', 'map', 'cake'], Correct: [1, 0] })).json.Body;
    expect(two).toMatchObject({ Correct: [0, 1], Sort: 2 });
    const changed = await question({ Id: one.Id, Text: 'Which word has a long a sound?' });
    expect(changed.json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.updated });

    const kits = (await tutorPost<TrainingKitCategory[]>('/api/tutordata/TrainingKits')).json.Body;
    expect(kits.flatMap((category) => category.Items).map((item) => item.ID)).toContain(kit.Id);
    const paper = (await tutorPost<KitTestPaper>('/api/tutordata/KCTList', { kctId: kit.Id })).json.Body;
    expect(paper).toMatchObject({ PassScore: 50, Questions: [{ Text: 'Which word has a long a sound?', Multiple: false }, { Multiple: true }] });

    const submitted = await tutorPost<{ Score: number; IsPass: boolean }>(
      '/api/TutorData/TestSubmit',
      { kctId: kit.Id },
      {
        answers: [
          { questionId: one.Id, choices: [1] },
          { questionId: two.Id, choices: [0] },
        ],
      },
    );
    expect(submitted.json.Body).toMatchObject({ Score: 50, IsPass: true });

    expect((await post('/api/Staff/DeleteTrainingKitQuestion', { Id: two.Id })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: StaffTrainingMessages.questionInUse,
    });
    expect((await post('/api/Staff/DeleteTrainingKit', { Id: kit.Id })).json).toMatchObject({
      ErrorCode: ErrorCode.Failed,
      Msg: StaffTrainingMessages.kitInUse,
    });
    const retired = await post<StaffKit>('/api/Staff/RetireTrainingKit', { Id: kit.Id, Retired: true });
    expect(retired.json.Body).toMatchObject({ Retired: true, TakenCount: 1, QuestionCount: 2 });
    const after = (await tutorPost<TrainingKitCategory[]>('/api/tutordata/TrainingKits')).json.Body;
    expect(after.flatMap((category) => category.Items).map((item) => item.ID)).not.toContain(kit.Id);

    const questionAudit = await auditOf('training_question', one.Id);
    const update = questionAudit.find((entry) => entry.Action === 'training_question.update')!;
    expect(JSON.parse(update.Before!)).toMatchObject({ Text: 'Which word has a long a?' });
    expect(JSON.parse(update.After!)).toMatchObject({ Text: 'Which word has a long a sound?' });
    expect((await auditOf('training_kit', kit.Id)).map((entry) => entry.Action).sort()).toEqual(['training_kit.create', 'training_kit.retire']);
  });

  it('deletes an untaken kit with its questions, audited, and lists questions with their keys', async () => {
    const { Categories } = (await get<{ Categories: Array<{ Id: number }> }>('/api/Staff/TrainingKits')).json.Body;
    const kit = (
      await post<StaffKit>('/api/Staff/SaveTrainingKit', {
        CategoryId: Categories[0]!.Id,
        Name: 'Draft kit',
        Description: '',
        PassScore: 80,
        TestMinutes: 20,
        Label: '',
      })
    ).json.Body;
    const q = (
      await post<StaffKitQuestion>('/api/Staff/SaveTrainingKitQuestion', {
        KitId: kit.Id,
        CatName: '',
        Text: 'Pick yes',
        Options: ['yes', 'no'],
        Correct: [0],
        Points: 5,
        Explanation: '',
      })
    ).json.Body;
    expect(q.CatName).toBe('General');
    const listed = (await get<StaffKitQuestion[]>('/api/Staff/TrainingKitQuestions', { kitId: kit.Id })).json.Body;
    expect(listed).toEqual([expect.objectContaining({ Id: q.Id, Options: ['yes', 'no'], Correct: [0] })]);
    expect((await post('/api/Staff/DeleteTrainingKit', { Id: kit.Id })).json).toMatchObject({ ErrorCode: 0, Msg: StaffTrainingMessages.deleted });
    expect((await get('/api/Staff/TrainingKitQuestions', { kitId: kit.Id })).json.ErrorCode).toBe(ErrorCode.NotFound);
    const removal = (await auditOf('training_kit', kit.Id)).find((entry) => entry.Action === 'training_kit.delete')!;
    expect(JSON.parse(removal.Before!)).toMatchObject({ Name: 'Draft kit', Questions: [{ Text: 'Pick yes' }] });
  });

  it('refuses a tutor with ErrorCode 4 on every training content call, all in the OpenAPI document', async () => {
    const document = JSON.parse((await t.app.inject({ url: '/api/docs/openapi.json' })).body) as unknown;
    const calls = operationsOf(document).filter((operation) => /^\/api\/Staff\/(\w*Training(Course|Chapter|Kit)\w*)$/.test(operation.path));
    expect(calls.map((operation) => operation.path).sort()).toEqual(
      [
        '/api/Staff/DeleteTrainingChapter',
        '/api/Staff/DeleteTrainingCourse',
        '/api/Staff/DeleteTrainingKit',
        '/api/Staff/DeleteTrainingKitQuestion',
        '/api/Staff/OrderTrainingChapters',
        '/api/Staff/OrderTrainingCourses',
        '/api/Staff/RetireTrainingCourse',
        '/api/Staff/RetireTrainingKit',
        '/api/Staff/SaveTrainingChapter',
        '/api/Staff/SaveTrainingCourse',
        '/api/Staff/SaveTrainingKit',
        '/api/Staff/SaveTrainingKitQuestion',
        '/api/Staff/TrainingChapters',
        '/api/Staff/TrainingCourses',
        '/api/Staff/TrainingKitQuestions',
        '/api/Staff/TrainingKits',
      ].sort(),
    );
    for (const operation of calls) {
      const method = operation.method === 'GET' ? 'GET' : 'POST';
      const answer = await t.call(method, operation.path, { token: tutor, ...(method === 'POST' ? { body: {} } : {}) });
      expect(answer.json.ErrorCode, `${operation.method} ${operation.path}`).toBe(ErrorCode.Forbidden);
    }
  });
});
