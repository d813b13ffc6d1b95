import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_STUDENT_DRAFT, studentDraftError, type StaffCourse, type StaffStudent, type StudentDraft } from '../domain/staff-bookings';

export interface StudentCreated {
  student: StaffStudent;
  message: string;
}

export interface StaffStudentFormContext {
  draft: StudentDraft;
  courses: StaffCourse[];
  /** The last student created (the list above reloads when it changes). */
  created: StaffStudent | null;
  notice: string;
  noticeIsError: boolean;
}

export type StaffStudentFormEvent =
  | { type: 'student.field'; name: Exclude<keyof StudentDraft, 'CourseId'>; value: string }
  | { type: 'student.course'; courseId: number }
  | { type: 'student.submit' }
  | { type: 'student.dismissNotice' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The console's new-student form (issue 21): the course catalogue loads first (a failed load
 * leaves the form usable without a course); bad input is refused here with the server's own text.
 */
export const staffStudentFormMachine = setup({
  types: { context: {} as StaffStudentFormContext, events: {} as StaffStudentFormEvent },
  actors: {
    loadCourses: fromPromise<StaffCourse[], void>(async () => {
      throw new Error('loadCourses not provided');
    }),
    createStudent: fromPromise<StudentCreated, StudentDraft>(async () => {
      throw new Error('createStudent not provided');
    }),
  },
  guards: { draftOk: ({ context }) => studentDraftError(context.draft) === '' },
}).createMachine({
  id: 'staffStudentForm',
  context: { draft: EMPTY_STUDENT_DRAFT, courses: [], created: null, notice: '', noticeIsError: false },
  initial: 'loadingCourses',
  on: { 'student.dismissNotice': { actions: assign({ notice: '', noticeIsError: false }) } },
  states: {
    loadingCourses: {
      invoke: {
        src: 'loadCourses',
        onDone: { target: 'editing', actions: assign({ courses: ({ event }) => event.output }) },
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        'student.field': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.name]: event.value }) }) },
        'student.course': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, CourseId: event.courseId }) }) },
        'student.submit': [
          { guard: 'draftOk', target: 'creating' },
          { actions: assign(({ context }) => ({ notice: studentDraftError(context.draft), noticeIsError: true })) },
        ],
      },
    },
    creating: {
      invoke: {
        src: 'createStudent',
        input: ({ context }) => context.draft,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ created: event.output.student, notice: event.output.message, noticeIsError: false, draft: EMPTY_STUDENT_DRAFT })),
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ notice: messageOf(event.error), noticeIsError: true })) },
      },
    },
  },
});
