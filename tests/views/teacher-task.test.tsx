import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps, UploadRequest } from '../../src/actors/page-logic';
import { TeacherTaskMessages, type TaskDetail } from '../../src/domain/teacher-tasks';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import TeacherTaskPage from '../../src/views/pages/teacher-task/teacher-task.page';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

function renderAt(path: string, answers: Answers) {
  const { api, callsTo } = fakeApi(answers);
  const uploads: UploadRequest[] = [];
  const withMessage = {
    ...api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await api.post(p, body, query),
      message: TeacherTaskMessages.submitted,
    }),
  };
  const deps = {
    api: withMessage,
    reportError: () => {},
    startUpload: (request: UploadRequest) => uploads.push(request),
    notify: () => {},
  } as unknown as PageDeps;
  const logic = sessionMachine.provide({
    actors: {
      routeGuard: silentCallback() as never,
      singleSignOn: silentCallback() as never,
      followUpLoads: silentCallback(),
      signedInParts: signedInParts(),
    },
    actions: { navigate: () => {}, persistToken: () => {}, clearToken: () => {} },
  });
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search } as never);
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <TeacherTaskPage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
  return { callsTo, uploads };
}

const task: TaskDetail = {
  id: 4,
  title: 'Introduce yourself',
  description: 'Five sentences about you.',
  dueAt: '2026-03-10T00:00:00.000Z',
  state: 'returned',
  assignedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: '2026-03-02T00:00:00.000Z',
  growthTaskCode: 'B_READ_GUIDE',
  fileAnswer: true,
  attachments: [{ name: 'Trial class guide', url: '/downloads/guide.pdf' }],
  answer: null,
  review: { verdict: 'returned', comment: 'Say what you like to teach.', reviewedAt: '2026-03-03T00:00:00.000Z' },
};

describe('teacher task pages', () => {
  it('lists the tasks with their states and pages through them', async () => {
    const item = (id: number, state: string) => ({
      id,
      title: `Task ${id}`,
      dueAt: task.dueAt,
      state,
      assignedAt: task.assignedAt,
      submittedAt: null,
      growthTaskCode: id === 1 ? 'B_READ_GUIDE' : null,
    });
    const { callsTo } = renderAt('/teacherTask', {
      '/api/TeacherTask/GetTaskList': (q: { pageIndex: number }) => ({
        items: q.pageIndex === 1 ? [item(1, 'assigned'), item(2, 'overdue')] : [item(3, 'reviewed')],
        total: 11,
        pageIndex: q.pageIndex,
        pageSize: 10,
      }),
    });
    const table = await screen.findByRole('table', { name: 'My tasks' });
    expect(await within(table).findByRole('link', { name: 'Task 1' })).toHaveAttribute('href', '/teacherTask/myTaskPage?id=1');
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    // Midnight UTC is 8:00 AM in Manila, the provider's zone the page names (the browser's zone is UTC here).
    expect(within(table).getByRole('row', { name: /Task 1/ })).toHaveTextContent('Mar 10, 2026, 8:00 AM');
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'open the growth centre' })).toHaveAttribute('href', '/growthCenter');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'Task 3' })).toBeInTheDocument();
    expect(callsTo('/api/TeacherTask/GetTaskList').map((c) => c.query)).toEqual([
      { pageIndex: 1, pageSize: 10 },
      { pageIndex: 2, pageSize: 10 },
    ]);
  });

  it('says there are no tasks, with no empty table under the words', async () => {
    renderAt('/teacherTask', {
      '/api/TeacherTask/GetTaskList': () => ({ items: [], total: 0, pageIndex: 1, pageSize: 10 }),
    });
    expect(await screen.findByText(TeacherTaskMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'My tasks' })).toBeNull();
  });

  it('shows a returned task with its review, uploads the file in ToturTaskFile, and submits the answer', async () => {
    const { callsTo, uploads } = renderAt('/teacherTask/myTaskPage?id=4', {
      '/api/TeacherTask/GetTaskDetail': task,
      '/api/TeacherTask/SubmitAnswer': (_q: unknown, body: { Text: string }) => ({
        ...task,
        state: 'submitted',
        review: null,
        answer: { text: body.Text, fileRef: null, fileName: null, submittedAt: task.dueAt },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Introduce yourself' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Review' })).toHaveTextContent('Say what you like to teach.');
    expect(screen.getByRole('region', { name: 'Review' })).toHaveTextContent('Mar 3, 2026, 8:00 AM');
    expect(screen.getByText(/Due Mar 10, 2026, 8:00 AM/)).toBeInTheDocument();
    expect(screen.getByText('Times in Asia/Manila.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trial class guide' })).toHaveAttribute('href', '/downloads/guide.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TeacherTaskMessages.answerRequired);
    await userEvent.type(screen.getByLabelText('Your answer'), 'I like phonics.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TeacherTaskMessages.fileRequired);
    await userEvent.upload(screen.getByLabelText('Answer file'), new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ moduleName: 'ToturTaskFile' });
    uploads[0]!.replyTo!.send({
      type: 'upload.finished',
      fileCode: uploads[0]!.fileCode,
      output: { status: 'done', file: { fileRef: 'r1', fileName: 'plan.pdf', url: '', previewUrl: '', contentType: 'application/pdf', size: 8 } },
    } as never);
    expect(await screen.findByText(/plan\.pdf/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByRole('region', { name: 'My answer' })).toHaveTextContent('I like phonics.');
    expect(screen.getByText('Submitted', { selector: '.records-status' })).toBeInTheDocument();
    expect(callsTo('/api/TeacherTask/SubmitAnswer')[0]?.body).toEqual({ Id: 4, Text: 'I like phonics.', FileRef: 'r1' });
  });
});
