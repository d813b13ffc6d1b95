import { assign, fromPromise, setup } from 'xstate';
import { studentDraftError, type StaffStudent, type StudentDraft } from '../domain/staff-bookings';

/** The fields staff edit on a student (the course enrolments are not edited here). */
export type StudentEditFields = Omit<StudentDraft, 'CourseId'>;

export interface StudentSaved {
  student: StaffStudent;
  message: string;
}

export interface StaffStudentEditContext {
  stuUid: number;
  draft: StudentEditFields;
  /** The student as last saved (the list reloads when it changes), or null before a save. */
  saved: StaffStudent | null;
  notice: string;
  noticeIsError: boolean;
}

export type StaffStudentEditEvent =
  { type: 'student.field'; name: keyof StudentEditFields; value: string } | { type: 'student.submit' } | { type: 'student.dismissNotice' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const fieldsOf = (student: StaffStudent): StudentEditFields => ({
  Name: student.Name,
  AgeBand: student.AgeBand,
  EnglishLevel: student.EnglishLevel,
  Country: student.Country,
  TimeZone: student.TimeZone,
  LearningGoals: student.LearningGoals,
});

/**
 * Editing one student in the console (issue 21, UpdateStudent): the form starts from the student as
 * listed; bad input is refused here with the server's own text (studentDraftError), before a call.
 */
export const staffStudentEditMachine = setup({
  types: { context: {} as StaffStudentEditContext, events: {} as StaffStudentEditEvent, input: {} as { student: StaffStudent } },
  actors: {
    saveStudent: fromPromise<StudentSaved, { stuUid: number; draft: StudentEditFields }>(async () => {
      throw new Error('saveStudent not provided');
    }),
  },
  guards: { draftOk: ({ context }) => studentDraftError(context.draft) === '' },
}).createMachine({
  id: 'staffStudentEdit',
  context: ({ input }) => ({ stuUid: input.student.StuUID, draft: fieldsOf(input.student), saved: null, notice: '', noticeIsError: false }),
  initial: 'editing',
  on: { 'student.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    editing: {
      on: {
        'student.field': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.name]: event.value }) }) },
        'student.submit': [
          { guard: 'draftOk', target: 'saving' },
          { actions: assign(({ context }) => ({ notice: studentDraftError(context.draft), noticeIsError: true })) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveStudent',
        input: ({ context }) => ({ stuUid: context.stuUid, draft: context.draft }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            saved: event.output.student,
            draft: fieldsOf(event.output.student),
            notice: event.output.message,
            noticeIsError: false,
          })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ notice: messageOf(event.error), noticeIsError: true })) },
      },
    },
  },
});
