import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { TeacherTaskMessages, type StaffTaskAnswerItem } from '../../src/domain/teacher-tasks';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { TasksView } from '../../src/views/pages/staff/tasks';
import { fakeApi } from './shell-harness';

const task = { id: 4, title: 'Record a warm-up', dueAt: '2030-12-01T00:00:00.000Z', createdAt: '2026-11-23T00:00:00Z', assigned: 2, submitted: 1, reviewed: 0 };
const submitted: StaffTaskAnswerItem = {
  assignmentId: 9,
  taskId: 4,
  title: 'Record a warm-up',
  tutorId: 100231,
  tutor: 'Maria Santos',
  state: 'submitted',
  dueAt: task.dueAt,
  submittedAt: '2026-11-23T05:00:00Z',
  answer: { text: 'My warm-up is a song.', fileRef: null, submittedAt: '2026-11-23T05:00:00Z' },
};

function renderTasks() {
  const fake = fakeApi({
    '/api/Staff/TeacherTasks': { items: [task], total: 1, pageIndex: 1, pageSize: 20 },
    '/api/Staff/TeacherTaskAnswers': {
      items: [submitted, { ...submitted, assignmentId: 10, tutorId: 100232, tutor: 'Ana Cruz', state: 'assigned', answer: null }],
      total: 2,
      pageIndex: 1,
      pageSize: 50,
    },
    '/api/Staff/CreateTeacherTask': { Id: 5 },
    '/api/Staff/ReviewTeacherTask': { AssignmentId: 9, State: 'returned' },
  });
  const messages: Record<string, string> = {
    '/api/Staff/CreateTeacherTask': TeacherTaskMessages.created,
    '/api/Staff/ReviewTeacherTask': TeacherTaskMessages.reviewed,
  };
  const api = {
    ...fake.api,
    postWithMessage: async (p: string, body?: unknown, query?: Record<string, unknown>) => ({
      body: await fake.api.post(p, body, query),
      message: messages[p] ?? '',
    }),
  };
  const deps = { api, reportError: () => {} } as unknown as PageDeps;
  render(
    <TestPageLogicProvider deps={deps}>
      <TasksView />
    </TestPageLogicProvider>,
  );
  return fake;
}

describe('staff console: teacher tasks', () => {
  it('assigns a task to the tutors typed, refusing it without any; reviews a submitted answer', async () => {
    const fake = renderTasks();
    const table = await screen.findByRole('table', { name: 'Tasks' });
    expect(within(table).getByRole('row', { name: /Record a warm-up/ })).toHaveTextContent('Record a warm-up');

    const form = screen.getByRole('form', { name: 'New task' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Share a photo with your students');
    await userEvent.type(within(form).getByLabelText('Due'), '2030-12-24T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Assign task' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TeacherTaskMessages.noAssignees);
    expect(fake.callsTo('/api/Staff/CreateTeacherTask')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Tutor ids'), '100231, 100232 100231');
    await userEvent.click(within(form).getByRole('button', { name: 'Assign task' }));
    expect(await screen.findByRole('status')).toHaveTextContent(TeacherTaskMessages.created);
    const sent = fake.callsTo('/api/Staff/CreateTeacherTask')[0]?.body as { Title: string; Tuids: number[]; DueAt: string };
    expect(sent).toMatchObject({ Title: 'Share a photo with your students', Tuids: [100231, 100232] });
    expect(Date.parse(sent.DueAt)).toBe(new Date('2030-12-24T10:00').getTime());

    await userEvent.click(screen.getByRole('button', { name: 'Answers to Record a warm-up' }));
    const maria = await screen.findByRole('listitem', { name: 'Maria Santos' });
    expect(maria).toHaveTextContent('My warm-up is a song.');
    expect(within(screen.getByRole('listitem', { name: 'Ana Cruz' })).queryByRole('button', { name: 'Return' })).not.toBeInTheDocument();
    await userEvent.type(within(maria).getByLabelText('Comment to the tutor'), 'Sing it slower.');
    await userEvent.click(within(maria).getByRole('button', { name: 'Return' }));
    expect(await screen.findByText(TeacherTaskMessages.reviewed)).toBeInTheDocument();
    expect(fake.callsTo('/api/Staff/ReviewTeacherTask').map((call) => call.body)).toEqual([
      { AssignmentId: 9, Verdict: 'returned', Comment: 'Sing it slower.' },
    ]);
  });
});
