import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PageDeps } from '../../src/actors/page-logic';
import { StaffBookingMessages, type StaffClassItem, type StaffStudent } from '../../src/domain/staff-bookings';
import { TestPageLogicProvider } from '../../src/views/page-logic-context';
import { BookingPanel } from '../../src/views/pages/staff/booking-panel';
import { StudentsPanel } from '../../src/views/pages/staff/students-panel';
import { TutorClassesPanel } from '../../src/views/pages/staff/tutor-classes-panel';
import { TutorPointsPanel } from '../../src/views/pages/staff/tutor-points-panel';
import { fakeApi, type Answers } from './shell-harness';

/** `ui` with the console's calls answered from `answers`; a POST answers its Msg through `messages`. */
function renderWith(ui: ReactNode, answers: Answers, messages: Record<string, string> = {}) {
  const { api, callsTo } = fakeApi(answers);
  const deps = {
    api: { ...api, postWithMessage: async (path: string, body: unknown) => ({ body: await api.post(path, body), message: messages[path] ?? '' }) },
    reportError: () => {},
  } as unknown as PageDeps;
  render(<TestPageLogicProvider deps={deps}>{ui}</TestPageLogicProvider>);
  return { callsTo };
}

const student = (id: number, name: string): StaffStudent => ({
  StuUID: id,
  Name: name,
  AgeBand: 'Adult',
  EnglishLevel: 'B1',
  Country: 'Japan',
  TimeZone: 'Asia/Tokyo',
  LearningGoals: '',
  CreatedAt: '2026-11-24T00:00:00Z',
  Courses: [{ UCID: 17000 + id, CourseId: 806, CourseName: 'Travel English' }],
});

const lesson = (overrides: Partial<StaffClassItem>): StaffClassItem => ({
  CLID: 895,
  StuUID: 7001,
  StudentName: 'Lily Chen',
  CourseName: 'Phonics Adventures',
  ClassType: 'regular',
  ClassTool: 7,
  StartTime: '2099-11-27T02:00:00.000Z',
  EndTime: '2099-11-27T02:25:00.000Z',
  Status: 'booked',
  StatusBy: '',
  Reason: '',
  Rating: null,
  HandedToStaff: true,
  ...overrides,
});

describe('staff console: students and bookings', () => {
  it('creates a student with a course; the list shows the new student', async () => {
    let students = [student(7002, 'Kenji Sato')];
    const { callsTo } = renderWith(
      <StudentsPanel />,
      {
        '/api/Staff/Students': () => ({ Total: students.length, Items: students }),
        '/api/Staff/Courses': { Total: 1, Items: [{ CourseId: 806, Name: 'Travel English', Level: 'B1' }] },
        '/api/Staff/CreateStudent': () => ((students = [student(7300, 'Aiko Mori'), ...students]), students[0]),
      },
      { '/api/Staff/CreateStudent': StaffBookingMessages.studentCreated('Aiko Mori') },
    );
    const table = await screen.findByRole('table', { name: 'Students found' });
    expect(within(table).getByText('Kenji Sato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create student' }));
    expect(screen.getByRole('alert')).toHaveTextContent(StaffBookingMessages.studentNameRequired);
    await userEvent.type(screen.getByLabelText('Student name'), 'Aiko Mori');
    await screen.findByRole('option', { name: 'Travel English (B1)' });
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Travel English (B1)');
    await userEvent.click(screen.getByRole('button', { name: 'Create student' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Student Aiko Mori created.');
    expect(callsTo('/api/Staff/CreateStudent')[0]?.body).toEqual({
      Name: 'Aiko Mori',
      AgeBand: '',
      EnglishLevel: '',
      Country: '',
      TimeZone: '',
      LearningGoals: '',
      CourseId: 806,
    });
    expect(await within(table).findByText('Aiko Mori')).toBeInTheDocument();
    expect(screen.getByLabelText('Student name')).toHaveValue('');
  });

  it("lists a tutor's open slots in provider time and books the chosen one", async () => {
    const slots = [
      { StartTime: '2026-11-25T02:00:00.000Z', EndTime: '2026-11-25T02:30:00.000Z' },
      { StartTime: '2026-11-25T02:30:00.000Z', EndTime: '2026-11-25T03:00:00.000Z' },
    ];
    const { callsTo } = renderWith(
      <BookingPanel />,
      { '/api/Staff/OpenSlots': () => slots, '/api/Staff/BookClass': { CLID: 901 } },
      { '/api/Staff/BookClass': StaffBookingMessages.classBooked },
    );
    await userEvent.type(screen.getByLabelText('Tutor id'), '100491');
    await userEvent.click(screen.getByRole('button', { name: 'Show open slots' }));
    const slot = await screen.findByLabelText('Open slot (provider time)');
    expect(within(slot).getByRole('option', { name: '2026-11-25 10:30' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book class' })).toBeDisabled();
    await userEvent.selectOptions(slot, '2026-11-25 10:30');
    await userEvent.type(screen.getByLabelText('Student UID'), '7002');
    await userEvent.type(screen.getByLabelText('Fee (PHP)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Book class' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffBookingMessages.classBooked);
    expect(callsTo('/api/Staff/BookClass')[0]?.body).toEqual({
      Tuid: 100491,
      StuUID: 7002,
      ClassType: 'regular',
      ClassTool: 7,
      StartTime: slots[1]!.StartTime,
      FeePhp: 200,
    });
    expect(callsTo('/api/Staff/OpenSlots')).toHaveLength(2);
  });

  it("cancels a class on the student's side with the reason, and reassigns the chosen classes", async () => {
    const onChanged = vi.fn();
    const { callsTo } = renderWith(
      <TutorClassesPanel tuid={100492} onChanged={onChanged} />,
      {
        '/api/Staff/TutorClasses': { Total: 2, Items: [lesson({}), lesson({ CLID: 896, StudentName: 'Kenji Sato', StartTime: '2099-11-27T03:00:00.000Z' })] },
        '/api/Staff/CancelClassForStudent': { CLID: 895, Status: 'cancelled' },
        '/api/Staff/ReassignClasses': { Tuid: 100493, CLIDs: [896] },
      },
      { '/api/Staff/CancelClassForStudent': StaffBookingMessages.classCancelled, '/api/Staff/ReassignClasses': StaffBookingMessages.reassigned(1, 100493) },
    );
    const table = await screen.findByRole('table', { name: 'Classes of the tutor' });
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel for the student: Lily Chen at 2099-11-27 10:00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(StaffBookingMessages.reasonRequired);
    await userEvent.type(screen.getByLabelText('Reason'), 'Student is ill');
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel for the student: Lily Chen at 2099-11-27 10:00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(StaffBookingMessages.classCancelled);
    expect(callsTo('/api/Staff/CancelClassForStudent')[0]?.body).toEqual({ CLID: 895, Reason: 'Student is ill' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());

    await userEvent.click(await within(table).findByRole('checkbox', { name: 'Choose the class with Kenji Sato at 2099-11-27 11:00' }));
    await userEvent.type(screen.getByLabelText('Reassign to tutor id'), '100493');
    await userEvent.type(screen.getByLabelText('Reason'), 'Tutor on leave');
    await userEvent.click(screen.getByRole('button', { name: 'Reassign chosen classes (1)' }));
    expect(await screen.findByText(StaffBookingMessages.reassigned(1, 100493))).toBeInTheDocument();
    expect(callsTo('/api/Staff/ReassignClasses')[0]?.body).toEqual({ FromTuid: 100492, ToTuid: 100493, CLIDs: [896], Reason: 'Tutor on leave' });
  });

  it('enters data-staff points with a reason and lists them; a bad amount is refused without a call', async () => {
    const onChanged = vi.fn();
    let entries: unknown[] = [];
    const { callsTo } = renderWith(
      <TutorPointsPanel tuid={100491} onChanged={onChanged} />,
      {
        '/api/Staff/TeachingPointEntries': () => ({ Total: entries.length, Items: entries }),
        '/api/Staff/AddTeachingPoints': (_query: unknown, body: { Points: number; Reason: string }) => {
          entries = [
            {
              Id: 1,
              Rule: 'tp.referral',
              RuleLabel: 'Referral points',
              Points: body.Points,
              Reason: body.Reason,
              CountsAt: '2026-11-24T01:00:00Z',
              CreatedAt: '2026-11-24T01:00:00Z',
              EnteredBy: 'staff',
            },
          ];
          return { Entry: entries[0], Replayed: false };
        },
      },
      { '/api/Staff/AddTeachingPoints': StaffBookingMessages.pointsAdded(2, 'Referral points') },
    );
    const form = await screen.findByRole('form', { name: 'Enter teaching points' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind of points'), 'Referral points');
    await userEvent.type(within(form).getByLabelText('Points'), '0');
    await userEvent.type(within(form).getByLabelText('Reason for the points'), 'Referred two tutors');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter points' }));
    expect(screen.getByRole('alert')).toHaveTextContent(StaffBookingMessages.pointsInvalid);
    expect(callsTo('/api/Staff/AddTeachingPoints')).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText('Points'));
    await userEvent.type(within(form).getByLabelText('Points'), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Enter points' }));
    expect(await screen.findByRole('status')).toHaveTextContent('+2 referral points entered.');
    const body = callsTo('/api/Staff/AddTeachingPoints')[0]?.body as { Key: string };
    expect(body).toMatchObject({ Tuid: 100491, Rule: 'tp.referral', Points: 2, Reason: 'Referred two tutors' });
    expect(body.Key).toMatch(/^dsp-[\w-]{36}$/);
    const table = await screen.findByRole('table', { name: 'Data-staff entries' });
    expect(within(table).getByText('Referred two tutors')).toBeInTheDocument();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});
