import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffBookingMessages, type StaffCourse, type StaffStudent } from '../../src/domain/staff-bookings';
import { staffStudentFormMachine } from '../../src/machines/staff-student-form.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, withActorEventsWhereRunning } from './path-testing';

const student: StaffStudent = {
  StuUID: 7300,
  Name: 'Aiko Mori',
  AgeBand: '',
  EnglishLevel: '',
  Country: '',
  TimeZone: '',
  LearningGoals: '',
  CreatedAt: '2026-11-24T00:00:00Z',
  Courses: [],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff new-student form machine (model-based)', () => {
  it('replays every generated path, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'student.field', name: 'Name', value: 'Aiko Mori' },
      { type: 'student.course', courseId: 806 },
      { type: 'student.submit' },
      { type: 'student.dismissNotice' },
      { type: 'xstate.done.actor.0.staffStudentForm.loadingCourses', output: [{ CourseId: 806, Name: 'Travel English', Level: 'B1' }] },
      { type: 'xstate.error.actor.0.staffStudentForm.loadingCourses', error: new Error('offline') },
      { type: 'xstate.done.actor.0.staffStudentForm.creating', output: { student, message: StaffBookingMessages.studentCreated('Aiko Mori') } },
      { type: 'xstate.error.actor.0.staffStudentForm.creating', error: new Error(StaffBookingMessages.courseNotFound) },
    ]);
    const machine = staffStudentFormMachine.provide({ actors: { loadCourses: pendingPromise(), createStudent: pendingPromise() } });
    const paths = generatePaths(machine, { events, limit: 50_000 });
    expect(paths.length).toBeGreaterThan(5);
    expectEveryTransitionCovered(machine, paths);
  }, 240_000);

  it('refuses a nameless student without a call, then creates one and empties the form', async () => {
    const sent: unknown[] = [];
    const machine = staffStudentFormMachine.provide({
      actors: {
        loadCourses: fromPromise(async (): Promise<StaffCourse[]> => []),
        createStudent: fromPromise(async ({ input }) => (sent.push(input), { student, message: 'Student Aiko Mori created.' })),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'student.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffBookingMessages.studentNameRequired, noticeIsError: true });
    actor.send({ type: 'student.field', name: 'Name', value: 'Aiko Mori' });
    actor.send({ type: 'student.field', name: 'TimeZone', value: 'Nowhere/City' });
    actor.send({ type: 'student.submit' });
    expect(actor.getSnapshot().context.notice).toBe(StaffBookingMessages.timeZoneUnknown);
    actor.send({ type: 'student.field', name: 'TimeZone', value: 'Asia/Tokyo' });
    actor.send({ type: 'student.submit' });
    await settle();
    expect(sent).toEqual([expect.objectContaining({ Name: 'Aiko Mori', TimeZone: 'Asia/Tokyo', CourseId: 0 })]);
    expect(actor.getSnapshot().context).toMatchObject({ created: student, draft: { Name: '' }, notice: 'Student Aiko Mori created.' });
  });
});
