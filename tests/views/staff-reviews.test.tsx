import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageDeps } from '../../src/actors/page-logic';
import type { ComplaintReplyQueueItem } from '../../src/domain/staff-audits';
import { StaffBookingMessages, type StaffClassItem, type StaffStudent } from '../../src/domain/staff-bookings';
import { StaffReviewMessages, type AbsentPictureQueueItem } from '../../src/domain/staff-reviews';
import { sessionMachine } from '../../src/machines/session.machine';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import StaffConsolePage from '../../src/views/pages/staff/staff-console.page';
import { StudentsPanel } from '../../src/views/pages/staff/students-panel';
import { TutorClassesPanel } from '../../src/views/pages/staff/tutor-classes-panel';
import { SessionContext } from '../../src/views/session-context';
import { silentCallback, signedInParts } from '../machines/path-testing';
import { fakeApi, type Answers } from './shell-harness';

const picture: AbsentPictureQueueItem = {
  Id: 901,
  Tuid: 100531,
  Account: 'absentpic',
  Name: 'Lara Quimpo',
  ClassTime: '2026-11-23T02:00:00.000Z',
  StudentName: 'Lily Chen',
  AbsentParty: 'tutor',
  FileRef: 'ref-901',
  PictureUrl: '/api/Upload/File/ref-901?expires=1&sig=x',
  SentAt: '2026-11-23T03:30:00.000Z',
};

const complaint: ComplaintReplyQueueItem = {
  Id: 44,
  Tuid: 100532,
  Account: 'absentmark',
  Name: 'Ben Dizon',
  Origin: 'tutor',
  ClassId: 902,
  ComplaintType: 'Student behaviour',
  Reason: 'The student left early.',
  LastPost: 'Thank you.',
  WaitingSince: '2026-11-24T03:00:00Z',
  Thread: [
    { Author: 'tutor', Text: 'The student left early.', At: '2026-11-24T01:00:00Z' },
    { Author: 'staff', Text: 'We will call the parent.', At: '2026-11-24T02:00:00Z' },
    { Author: 'tutor', Text: 'Thank you.', At: '2026-11-24T03:00:00Z' },
  ],
};

/** The whole console at `path`, its GETs answered from `answers`; every decision posted is kept. */
function renderConsole(path: string, answers: Answers, posted: Array<{ path: string; body: unknown }>) {
  const { api } = fakeApi(answers);
  const deps = {
    api: { ...api, postWithMessage: async (callPath: string, body: unknown) => (posted.push({ path: callPath, body }), { body: {}, message: '' }) },
    reportError: () => {},
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
  const location = memoryLocation({ path, record: true });
  render(
    <SessionContext.Provider
      logic={logic}
      options={{ input: { token: 'tok', retryTimes: 0, isDesktopClient: false, currentOrigin: 'http://localhost', routes: [] } }}
    >
      <TestPageLogicProvider deps={deps}>
        <Router hook={location.hook}>
          <StaffConsolePage />
        </Router>
      </TestPageLogicProvider>
    </SessionContext.Provider>,
  );
}

/** One panel, its calls answered from `answers`; a POST answers its Msg through `messages`. */
function renderPanel(ui: ReactNode, answers: Answers, messages: Record<string, string> = {}) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: { ...api, postWithMessage: async (path: string, body: unknown) => ({ body: await api.post(path, body), message: messages[path] ?? '' }) },
    reportError: () => {},
  } as unknown as PageDeps;
  render(<TestPageLogicProvider deps={deps}>{ui}</TestPageLogicProvider>);
  return { callsTo };
}

const student = (id: number, name: string, level = 'A2'): StaffStudent => ({
  StuUID: id,
  Name: name,
  AgeBand: 'Adult',
  EnglishLevel: level,
  Country: 'Korea',
  TimeZone: '',
  LearningGoals: '',
  CreatedAt: '2026-11-24T00:00:00Z',
  Courses: [],
});

describe('staff console: reviews', () => {
  it('shows an absent picture to staff, refuses a refusal without a reason, and accepts it', async () => {
    const posted: Array<{ path: string; body: unknown }> = [];
    renderConsole(
      '/staff/audits/absentPictures',
      { '/api/Staff/AbsentPictureQueue': { Total: 1, Items: [picture] }, '/api/Staff/AuditLog': { Total: 0, Items: [] } },
      posted,
    );
    const table = await screen.findByRole('table', { name: 'Absent pictures waiting' });
    expect(within(table).getByRole('row', { name: /Lara Quimpo \(absentpic\).*901 at 2026-11-23 02:00 UTC.*The tutor/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open absent picture of class 901' }));
    const item = screen.getByRole('article', { name: 'Open: absent picture of class 901' });
    expect(within(item).getByRole('img', { name: 'Absent picture of class 901' })).toHaveAttribute('src', picture.PictureUrl);
    await userEvent.click(within(item).getByRole('button', { name: 'Refuse' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(StaffReviewMessages.refuseReasonRequired);
    expect(posted).toEqual([]);
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted).toEqual([{ path: '/api/Staff/DecideAbsentPicture', body: { CLID: 901, Accept: true } }]));
  });

  it('shows the whole thread of a complaint before the reply, oldest first, both sides', async () => {
    const posted: Array<{ path: string; body: unknown }> = [];
    renderConsole('/staff/replies/complaintReplies', { '/api/Staff/ComplaintReplyQueue': { Total: 1, Items: [complaint] } }, posted);
    await userEvent.click(await screen.findByRole('button', { name: 'Open complaint 44 of Ben Dizon' }));
    const thread = screen.getByRole('list', { name: 'Thread' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((post) => post.textContent),
    ).toEqual([
      'Tutor, 2026-11-24 01:00 UTC: The student left early.',
      'Staff, 2026-11-24 02:00 UTC: We will call the parent.',
      'Tutor, 2026-11-24 03:00 UTC: Thank you.',
    ]);
  });

  it('edits a student: a bad time zone is refused without a call, then the change is saved and the list reloads', async () => {
    let students = [student(7002, 'Mina Park')];
    const { callsTo } = renderPanel(
      <StudentsPanel />,
      {
        '/api/Staff/Students': () => ({ Total: students.length, Items: students }),
        '/api/Staff/Courses': { Total: 0, Items: [] },
        '/api/Staff/UpdateStudent': () => ((students = [student(7002, 'Mina Park', 'B1')]), students[0]),
      },
      { '/api/Staff/UpdateStudent': StaffReviewMessages.studentSaved('Mina Park') },
    );
    const table = await screen.findByRole('table', { name: 'Students found' });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit Mina Park' }));
    const form = screen.getByRole('form', { name: 'Edit student 7002' });
    expect(within(form).getByLabelText('Student name')).toHaveValue('Mina Park');
    await userEvent.type(within(form).getByLabelText('Time zone'), 'Mars/Base');
    await userEvent.click(within(form).getByRole('button', { name: 'Save student' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(StaffBookingMessages.timeZoneUnknown);
    expect(callsTo('/api/Staff/UpdateStudent')).toEqual([]);
    await userEvent.clear(within(form).getByLabelText('Time zone'));
    await userEvent.clear(within(form).getByLabelText('English level'));
    await userEvent.type(within(form).getByLabelText('English level'), 'B1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save student' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Student Mina Park saved.');
    expect(callsTo('/api/Staff/UpdateStudent')[0]?.body).toEqual({
      StuUID: 7002,
      Name: 'Mina Park',
      AgeBand: 'Adult',
      EnglishLevel: 'B1',
      Country: 'Korea',
      TimeZone: '',
      LearningGoals: '',
    });
    await waitFor(() => expect(within(table).getByText('B1')).toBeInTheDocument());
    await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Edit student 7002' })).not.toBeInTheDocument();
  });

  it('marks a started class tutor absent', async () => {
    const started: StaffClassItem = {
      CLID: 902,
      StuUID: 7001,
      StudentName: 'Lily Chen',
      CourseName: 'Phonics Adventures',
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: '2020-11-27T02:00:00.000Z',
      EndTime: '2020-11-27T02:25:00.000Z',
      Status: 'booked',
      StatusBy: '',
      Reason: '',
      Rating: null,
      HandedToStaff: false,
    };
    const onChanged = vi.fn();
    const { callsTo } = renderPanel(
      <TutorClassesPanel tuid={100532} onChanged={onChanged} />,
      { '/api/Staff/TutorClasses': { Total: 1, Items: [started] }, '/api/Staff/MarkClassOutcome': { CLID: 902, Status: 'absent' } },
      { '/api/Staff/MarkClassOutcome': StaffBookingMessages.outcomeSaved('tutor_absent') },
    );
    const table = await screen.findByRole('table', { name: 'Classes of the tutor' });
    await userEvent.click(within(table).getByRole('button', { name: /^Tutor absent: Lily Chen/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Class marked tutor absent.');
    expect(callsTo('/api/Staff/MarkClassOutcome')[0]?.body).toEqual({ CLID: 902, Outcome: 'tutor_absent' });
  });
});
