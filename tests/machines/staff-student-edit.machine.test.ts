import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StaffBookingMessages, type StaffStudent } from '../../src/domain/staff-bookings';
import { StaffReviewMessages } from '../../src/domain/staff-reviews';
import { staffStudentEditMachine } from '../../src/machines/staff-student-edit.machine';
import { expectEveryTransitionCovered, generatePaths, pendingPromise, replayPath, withActorEventsWhereRunning } from './path-testing';

const student: StaffStudent = {
  StuUID: 7300,
  Name: 'Aiko Mori',
  AgeBand: 'Adult',
  EnglishLevel: 'A2',
  Country: 'Japan',
  TimeZone: '',
  LearningGoals: '',
  CreatedAt: '2026-11-24T00:00:00Z',
  Courses: [],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('staff student edit machine (model-based)', () => {
  it('replays every generated path on a live actor, reaching every transition', () => {
    const events = withActorEventsWhereRunning([
      { type: 'student.field', name: 'Name', value: '' },
      { type: 'student.field', name: 'EnglishLevel', value: 'B1' },
      { type: 'student.submit' },
      { type: 'student.dismissNotice' },
      {
        type: 'xstate.done.actor.0.staffStudentEdit.saving',
        output: { student: { ...student, EnglishLevel: 'B1' }, message: StaffReviewMessages.studentSaved('Aiko Mori') },
      },
      { type: 'xstate.error.actor.0.staffStudentEdit.saving', error: new Error(StaffBookingMessages.studentNotFound) },
    ]);
    const machine = staffStudentEditMachine.provide({ actors: { saveStudent: pendingPromise() } });
    const paths = generatePaths(machine, { events, input: { student }, limit: 50_000 });
    expect(paths.length).toBeGreaterThan(3);
    expectEveryTransitionCovered(machine, paths, { input: { student } });
    for (const path of paths) replayPath(machine, path, { input: { student } });
  }, 240_000);

  it('starts from the student, refuses a nameless one without a call, then saves the change', async () => {
    const sent: unknown[] = [];
    const machine = staffStudentEditMachine.provide({
      actors: {
        saveStudent: fromPromise(async ({ input }) => (sent.push(input), { student: { ...student, EnglishLevel: 'B1' }, message: 'Student Aiko Mori saved.' })),
      },
    });
    const actor = createActor(machine, { input: { student } }).start();
    expect(actor.getSnapshot().context.draft).toMatchObject({ Name: 'Aiko Mori', EnglishLevel: 'A2' });
    actor.send({ type: 'student.field', name: 'Name', value: ' ' });
    actor.send({ type: 'student.submit' });
    expect(actor.getSnapshot().context).toMatchObject({ notice: StaffBookingMessages.studentNameRequired, noticeIsError: true });
    actor.send({ type: 'student.field', name: 'Name', value: 'Aiko Mori' });
    actor.send({ type: 'student.field', name: 'EnglishLevel', value: 'B1' });
    actor.send({ type: 'student.submit' });
    await settle();
    expect(sent).toEqual([{ stuUid: 7300, draft: expect.objectContaining({ Name: 'Aiko Mori', EnglishLevel: 'B1' }) }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: { EnglishLevel: 'B1' }, notice: 'Student Aiko Mori saved.', noticeIsError: false });
  });
});
