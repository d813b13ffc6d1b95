import { fromPromise } from 'xstate';
import { STAFF_PAGE_SIZE } from '../domain/staff-console';
import type { OpenSlot, StaffBookingDraft, StaffCourse, StaffPointsResult, StaffStudent, StudentDraft, StaffClassView } from '../domain/staff-bookings';
import { staffBookingMachine } from '../machines/staff-booking.machine';
import { staffClassesMachine, type StaffClassAction, type StaffClassesPage } from '../machines/staff-classes.machine';
import { staffListMachine, type StaffListPage, type StaffListRequest } from '../machines/staff-list.machine';
import { staffPointsMachine, type PointsRequest, type StaffPointsPage } from '../machines/staff-points.machine';
import { staffStudentEditMachine, type StudentEditFields, type StudentSaved } from '../machines/staff-student-edit.machine';
import { staffStudentFormMachine, type StudentCreated } from '../machines/staff-student-form.machine';
import type { PageDeps } from './page-logic';

/** The console's students, bookings and data-staff points machines with their real /api/Staff/ calls. */

/** How many days of open slots the booking form lists. */
const SLOT_DAYS = 7;

export function createStudentSearchLogic({ api }: PageDeps) {
  return staffListMachine.provide({
    actors: {
      loadPage: fromPromise<StaffListPage<unknown>, StaffListRequest>(async ({ input, signal }) =>
        api.get<StaffListPage<StaffStudent>>(
          '/api/Staff/Students',
          { query: input.filter || undefined, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE },
          { signal },
        ),
      ),
    },
  });
}

export function createStudentFormLogic({ api }: PageDeps) {
  return staffStudentFormMachine.provide({
    actors: {
      loadCourses: fromPromise<StaffCourse[], void>(
        async ({ signal }) => (await api.get<{ Items: StaffCourse[] }>('/api/Staff/Courses', { pageSize: 100 }, { signal })).Items,
      ),
      createStudent: fromPromise<StudentCreated, StudentDraft>(async ({ input }) => {
        const { CourseId, ...fields } = input;
        const reply = await api.postWithMessage<StaffStudent>('/api/Staff/CreateStudent', { ...fields, ...(CourseId ? { CourseId } : {}) });
        return { student: reply.body, message: reply.message };
      }),
    },
  });
}

export function createStudentEditLogic({ api }: PageDeps) {
  return staffStudentEditMachine.provide({
    actors: {
      saveStudent: fromPromise<StudentSaved, { stuUid: number; draft: StudentEditFields }>(async ({ input }) => {
        const reply = await api.postWithMessage<StaffStudent>('/api/Staff/UpdateStudent', { StuUID: input.stuUid, ...input.draft });
        return { student: reply.body, message: reply.message };
      }),
    },
  });
}

export function createBookingLogic({ api }: PageDeps) {
  return staffBookingMachine.provide({
    actors: {
      loadSlots: fromPromise<OpenSlot[], { tuid: number }>(async ({ input, signal }) =>
        api.get<OpenSlot[]>('/api/Staff/OpenSlots', { tuid: input.tuid, from: new Date().toISOString(), days: SLOT_DAYS }, { signal }),
      ),
      book: fromPromise<string, StaffBookingDraft>(async ({ input }) => {
        const { UCID, ...booking } = input;
        return (await api.postWithMessage<unknown>('/api/Staff/BookClass', { ...booking, ...(UCID ? { UCID } : {}) })).message;
      }),
    },
  });
}

export function createTutorClassesLogic({ api }: PageDeps) {
  return staffClassesMachine.provide({
    actors: {
      loadClasses: fromPromise<StaffClassesPage, { tuid: number; view: StaffClassView; pageIndex: number }>(async ({ input, signal }) =>
        api.get<StaffClassesPage>(
          '/api/Staff/TutorClasses',
          { tuid: input.tuid, view: input.view, pageIndex: input.pageIndex, pageSize: STAFF_PAGE_SIZE },
          { signal },
        ),
      ),
      act: fromPromise<string, StaffClassAction>(async ({ input }) => {
        switch (input.kind) {
          case 'cancel':
            return (await api.postWithMessage<unknown>('/api/Staff/CancelClassForStudent', { CLID: input.clid, Reason: input.reason })).message;
          case 'outcome':
            return (
              await api.postWithMessage<unknown>('/api/Staff/MarkClassOutcome', {
                CLID: input.clid,
                Outcome: input.outcome,
                ...(input.reason ? { Reason: input.reason } : {}),
              })
            ).message;
          case 'rate':
            return (await api.postWithMessage<unknown>('/api/Staff/RateClass', { CLID: input.clid, Stars: input.stars })).message;
          case 'reassign':
            return (
              await api.postWithMessage<unknown>('/api/Staff/ReassignClasses', {
                FromTuid: input.fromTuid,
                ToTuid: input.toTuid,
                CLIDs: input.clids,
                Reason: input.reason,
              })
            ).message;
        }
      }),
    },
  });
}

export function createStaffPointsLogic({ api }: PageDeps) {
  return staffPointsMachine.provide({
    actors: {
      loadEntries: fromPromise<StaffPointsPage, { tuid: number; pageIndex: number }>(async ({ input, signal }) =>
        api.get<StaffPointsPage>('/api/Staff/TeachingPointEntries', { tuid: input.tuid, pageIndex: input.pageIndex, pageSize: 10 }, { signal }),
      ),
      addPoints: fromPromise<string, PointsRequest>(
        async ({ input }) =>
          (
            await api.postWithMessage<StaffPointsResult>('/api/Staff/AddTeachingPoints', {
              Tuid: input.tuid,
              Rule: input.rule,
              Points: input.points,
              Reason: input.reason,
              Key: input.key,
            })
          ).message,
      ),
    },
  });
}
