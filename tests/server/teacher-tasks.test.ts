import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/domain/error-codes';
import { TeacherTaskMessages, taskAssignedTitle, taskReviewedTitle, type TaskDetail, type TaskListPage } from '../../src/domain/teacher-tasks';
import { TasksTutor, SeededTeacherTasks } from '../../server/seed/teacher-tasks.seed';
import { DemoUsers, startTestApp, usingPostgres, type TestApp } from './harness';
import { uploadOneChunk } from './im-helpers';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Teacher tasks through HTTP (issue 20): the tutor's list, detail and answers; staff create and review. */
describe(`teacher tasks (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let t: TestApp;
  let tasks: string;
  let demo: string;
  let staff: string;
  const list = async (token: string, pageIndex = 1, pageSize = 10) =>
    (await t.call<TaskListPage>('GET', '/api/TeacherTask/GetTaskList', { token, query: { pageIndex, pageSize } })).json;
  const detail = async (token: string, id: number) => (await t.call<TaskDetail>('GET', '/api/TeacherTask/GetTaskDetail', { token, query: { id } })).json;
  const submit = async (token: string, body: { Id: number; Text: string; FileRef?: string | null }) =>
    (await t.call<TaskDetail>('POST', '/api/TeacherTask/SubmitAnswer', { token, body })).json;
  const idOf = async (title: string) => (await list(tasks, 1, 50)).Body.items.find((item) => item.title === title)!.id;

  beforeAll(async () => {
    t = await startTestApp();
    tasks = await t.login(TasksTutor.account, TasksTutor.password);
    demo = await t.login('demo', DemoUsers.demo.password);
    staff = await t.login('staff', DemoUsers.staff.password);
    // Seeding every area's demo data on PostgreSQL takes long on a busy machine.
  }, 240_000);
  afterAll(async () => t.close());

  it('lists the seeded tasks newest first, paged, in every state', async () => {
    const all = await list(tasks, 1, 50);
    expect(all.ErrorCode).toBe(0);
    expect(all.Body.total).toBe(SeededTeacherTasks.length);
    expect(all.Body.items.map((item) => item.title)).toEqual([...SeededTeacherTasks].sort((a, b) => b.at - a.at).map((task) => task.title));
    const states = Object.fromEntries(all.Body.items.map((item) => [item.title, item.state]));
    expect(states).toEqual({
      'Introduce yourself to new students': 'assigned',
      'Read the growth centre guide': 'assigned',
      'Record a lesson warm-up': 'submitted',
      'Reflect on a difficult class': 'reviewed',
      'Plan a phonics activity': 'returned',
      'Update your teaching equipment': 'overdue',
    });
    expect(all.Body.items.find((item) => item.title === 'Read the growth centre guide')?.growthTaskCode).toBe('B_READ_GUIDE');
    const second = await list(tasks, 2, 4);
    expect(second.Body.items).toHaveLength(2);
    expect(second.Body).toMatchObject({ total: 6, pageIndex: 2, pageSize: 4 });
  });

  it('shows a task with its attachments and, when returned, the review to act on', async () => {
    const intro = await detail(tasks, await idOf('Introduce yourself to new students'));
    expect(intro.Body).toMatchObject({
      state: 'assigned',
      fileAnswer: false,
      answer: null,
      review: null,
      attachments: [{ name: 'Trial class guide', url: '/downloads/trial-class-guide.pdf' }],
    });
    const phonics = await detail(tasks, await idOf('Plan a phonics activity'));
    expect(phonics.Body.review).toMatchObject({ verdict: 'returned', comment: 'Add how you will check the student heard the difference.' });
  });

  it("never shows one tutor another's task", async () => {
    const id = await idOf('Introduce yourself to new students');
    expect((await detail(demo, id)).ErrorCode).toBe(ErrorCode.NotFound);
    expect((await submit(demo, { Id: id, Text: 'mine now' })).ErrorCode).toBe(ErrorCode.NotFound);
    expect((await list(demo)).Body.total).toBe(0);
  });

  it('refuses empty and wrong answers without losing the task, then takes a good one once', async () => {
    const id = await idOf('Introduce yourself to new students');
    expect(await submit(tasks, { Id: id, Text: '   ' })).toMatchObject({ ErrorCode: ErrorCode.Failed, Msg: TeacherTaskMessages.answerRequired });
    const demoFile = await uploadOneChunk(t, demo, PDF, 'theirs.pdf', 'ToturTaskFile');
    expect((await submit(tasks, { Id: id, Text: 'Hello', FileRef: demoFile.Body!.fileRef })).Msg).toBe(TeacherTaskMessages.fileInvalid);
    expect((await detail(tasks, id)).Body.state).toBe('assigned');
    const done = await submit(tasks, { Id: id, Text: 'I am Tess, I teach from Cebu.' });
    expect(done.Msg).toBe(TeacherTaskMessages.submitted);
    expect(done.Body).toMatchObject({
      state: 'submitted',
      answer: { text: 'I am Tess, I teach from Cebu.', fileRef: null, submittedAt: t.clock.now().toISOString() },
    });
    expect((await submit(tasks, { Id: id, Text: 'again' })).Msg).toBe(TeacherTaskMessages.notOpen);
  });

  it("needs the file a file task asks for, and takes the tutor's own ToturTaskFile upload", async () => {
    const created = await t.call<{ Id: number }>('POST', '/api/Staff/CreateTeacherTask', {
      token: staff,
      body: {
        Title: 'Upload your lesson plan',
        Description: 'A PDF.',
        DueAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
        FileAnswer: true,
        Tuids: [TasksTutor.id],
      },
    });
    const id = created.json.Body.Id;
    expect((await submit(tasks, { Id: id, Text: 'Attached.' })).Msg).toBe(TeacherTaskMessages.fileRequired);
    const file = await uploadOneChunk(t, tasks, PDF, 'plan.pdf', 'ToturTaskFile');
    const done = await submit(tasks, { Id: id, Text: 'Attached.', FileRef: file.Body!.fileRef });
    expect(done.Body.answer).toMatchObject({ fileRef: file.Body!.fileRef, fileName: 'plan.pdf' });
  });

  it('staff create a task for tutors: audited, messaged in real time, and validated', async () => {
    const pushed = vi.spyOn(t.app.notifier, 'toUser');
    const dueAt = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const body = {
      Title: 'Watch the safeguarding video',
      Description: 'Ten minutes.',
      DueAt: dueAt,
      GrowthTaskCode: null,
      Attachments: [{ Name: 'Video', Url: 'https://training.example/safe' }],
      Tuids: [TasksTutor.id, DemoUsers.demo.id],
    };
    const created = await t.call<{ Id: number; Assigned: number }>('POST', '/api/Staff/CreateTeacherTask', { token: staff, body });
    expect(created.json).toMatchObject({ ErrorCode: 0, Msg: TeacherTaskMessages.created, Body: { Assigned: 2 } });
    expect([...new Set(pushed.mock.calls.map((call) => call[0]))].sort()).toEqual([DemoUsers.demo.id, TasksTutor.id].sort());
    pushed.mockRestore();
    expect((await list(demo)).Body.items[0]).toMatchObject({ title: 'Watch the safeguarding video', state: 'assigned' });
    const messages = await t.app.db
      .selectFrom('messages')
      .select('title')
      .where('tutor_id', '=', DemoUsers.demo.id)
      .where('title', '=', taskAssignedTitle('Watch the safeguarding video'))
      .execute();
    expect(messages).toHaveLength(1);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_type', '=', 'teacher_task')
      .where('subject_id', '=', String(created.json.Body.Id))
      .execute();
    expect(audit).toEqual([{ action: 'teacher_task.create', actor_id: DemoUsers.staff.id }]);

    const bad = async (change: Record<string, unknown>) =>
      (await t.call('POST', '/api/Staff/CreateTeacherTask', { token: staff, body: { ...body, ...change } })).json.Msg;
    expect(await bad({ Title: ' ' })).toBe(TeacherTaskMessages.titleRequired);
    expect(await bad({ DueAt: new Date(t.clock.now().getTime() - 1000).toISOString() })).toBe(TeacherTaskMessages.dueInPast);
    expect(await bad({ Tuids: [] })).toBe(TeacherTaskMessages.noAssignees);
    expect(await bad({ Tuids: [DemoUsers.staff.id] })).toBe(TeacherTaskMessages.unknownTutors);
    expect(await bad({ GrowthTaskCode: 'NOPE' })).toBe(TeacherTaskMessages.unknownGrowthTask);
    expect(await bad({ Attachments: [{ Name: 'x', Url: 'javascript:alert(1)' }] })).toBe(TeacherTaskMessages.badLink);
    expect((await t.call('POST', '/api/Staff/CreateTeacherTask', { token: tasks, body })).json.ErrorCode).toBe(ErrorCode.Forbidden);
  });

  it('staff list answers and review them; the tutor sees the review, and a returned task opens again', async () => {
    const page = await t.call<{ items: { assignmentId: number; title: string; tutorId: number; answer: { text: string } | null }[]; total: number }>(
      'GET',
      '/api/Staff/TeacherTaskAnswers',
      {
        token: staff,
        query: { state: 'submitted', pageIndex: 1, pageSize: 50 },
      },
    );
    const intro = page.json.Body.items.find((item) => item.title === 'Introduce yourself to new students')!;
    expect(intro).toMatchObject({ tutorId: TasksTutor.id, answer: { text: 'I am Tess, I teach from Cebu.' } });
    const review = (body: Record<string, unknown>) => t.call<{ State: string }>('POST', '/api/Staff/ReviewTeacherTask', { token: staff, body });
    expect((await review({ AssignmentId: intro.assignmentId, Verdict: 'returned', Comment: '' })).json.Msg).toBe(TeacherTaskMessages.commentRequired);
    expect((await review({ AssignmentId: intro.assignmentId, Verdict: 'returned', Comment: 'Say what you like to teach.' })).json.Body.State).toBe('returned');
    const id = await idOf('Introduce yourself to new students');
    expect((await detail(tasks, id)).Body).toMatchObject({ state: 'returned', review: { verdict: 'returned', comment: 'Say what you like to teach.' } });
    expect((await submit(tasks, { Id: id, Text: 'I like teaching phonics.' })).Body.state).toBe('submitted');
    expect((await review({ AssignmentId: intro.assignmentId, Verdict: 'accepted', Comment: 'Great.' })).json.Body.State).toBe('reviewed');
    expect((await review({ AssignmentId: intro.assignmentId, Verdict: 'accepted', Comment: 'Twice' })).json.Msg).toBe(TeacherTaskMessages.notSubmitted);
    const seen = await detail(tasks, id);
    expect(seen.Body).toMatchObject({ state: 'reviewed', answer: { text: 'I like teaching phonics.' }, review: { verdict: 'accepted', comment: 'Great.' } });
    const told = await t.app.db
      .selectFrom('messages')
      .select('title')
      .where('tutor_id', '=', TasksTutor.id)
      .where('title', 'in', [
        taskReviewedTitle('Introduce yourself to new students', 'accepted'),
        taskReviewedTitle('Introduce yourself to new students', 'returned'),
      ])
      .execute();
    expect(told).toHaveLength(2);
    const tasksPage = await t.call<{ items: { title: string; assigned: number; reviewed: number }[] }>('GET', '/api/Staff/TeacherTasks', {
      token: staff,
      query: { pageIndex: 1, pageSize: 50 },
    });
    expect(tasksPage.json.Body.items.find((task) => task.title === 'Watch the safeguarding video')).toMatchObject({ assigned: 2, reviewed: 0 });
  });

  it('refuses anonymous calls and bad input', async () => {
    expect((await t.call('GET', '/api/TeacherTask/GetTaskList')).json.ErrorCode).toBe(ErrorCode.Unauthorized);
    expect((await t.call('GET', '/api/TeacherTask/GetTaskDetail', { token: tasks, query: { id: 'x' } })).json.ErrorCode).not.toBe(0);
    expect((await t.call('GET', '/api/TeacherTask/GetTaskList', { token: tasks, query: { pageIndex: 1, pageSize: 1000 } })).json.ErrorCode).not.toBe(0);
  });
});
