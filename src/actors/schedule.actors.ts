import { fromPromise } from 'xstate';
import { addLocalDays } from '../domain/provider-time';
import type { AllowedSchedule, LessonReminder, ReleaseSlot } from '../domain/schedule';
import { CANCEL_UPLOAD_TIMEOUT_MS, INSERT_SCHEDULE_TIMEOUT_MS, type CancelRights, type CancellableClass } from '../domain/schedule-cancel';
import { lessonReminderMachine } from '../machines/lesson-reminder.machine';
import { releaseTimeMachine } from '../machines/release-time.machine';
import type { CancelRemaining, ReleaseTimeData, ScheduleGridData, SelfCancelData, SelfScheduleLimit } from '../machines/schedule.types';
import { scheduleGridMachine } from '../machines/schedule-grid.machine';
import { selfCancelMachine } from '../machines/self-cancel.machine';
import type { PageDeps } from './page-logic';

/** The Monday (YYYY-MM-DD) of week `offset` after the current one, from the server's current week. */
const mondayAt = (currentMonday: string, offset: number) => addLocalDays(currentMonday, offset * 7);

/** The self-schedule grid with its calls: the limit check, the cells of two weeks, InsertSchedule (180 s). */
export function createScheduleGridLogic(deps: PageDeps) {
  return scheduleGridMachine.provide({
    actors: {
      loadGrid: fromPromise<ScheduleGridData, { weekOffset: number }>(async ({ input, signal }) => {
        const limits = await deps.api.post<SelfScheduleLimit>('/api/Schedule/GetSelfScheduleLimitCheck', undefined, undefined, { signal });
        const monday = limits.Weeks[0]?.WeekStart ?? '';
        // The shown week and the one before it (the current week with the next), so the previous week can be copied forward.
        const startDate = mondayAt(monday, input.weekOffset === 0 ? 0 : input.weekOffset - 1);
        const grid = await deps.api.post<AllowedSchedule>(
          '/api/Schedule/GetAllowedScheduleEvent',
          { startDate, endDate: addLocalDays(startDate, 14) },
          undefined,
          { signal },
        );
        return {
          limits,
          events: grid.Events,
          timeZone: grid.TimeZone,
          peakHours: grid.PeakHours,
          window: { startMs: Date.parse(grid.WindowStart), endMs: Date.parse(grid.WindowEnd) },
          nowMs: Date.now(),
        };
      }),
      insertSchedule: fromPromise(({ input, signal }) =>
        deps.api.post('/api/Schedule/InsertSchedule', { Items: input.items }, undefined, { signal, timeout: INSERT_SCHEDULE_TIMEOUT_MS }),
      ),
    },
  });
}

/** Release time with its calls: GetTutorLessonDurationTest for a week, and the submit. */
export function createReleaseTimeLogic(deps: PageDeps) {
  return releaseTimeMachine.provide({
    actors: {
      loadReleaseTime: fromPromise<ReleaseTimeData, { weekOffset: number }>(async ({ input, signal }) => {
        const limits = await deps.api.post<SelfScheduleLimit>('/api/Schedule/GetSelfScheduleLimitCheck', undefined, undefined, { signal });
        const startTime = mondayAt(limits.Weeks[0]?.WeekStart ?? '', input.weekOffset);
        const slots = await deps.api.post<ReleaseSlot[]>(
          '/api/ClassTable/GetTutorLessonDurationTest',
          { startTime, endTime: addLocalDays(startTime, 7) },
          undefined,
          { signal },
        );
        const grid = await deps.api.post<AllowedSchedule>(
          '/api/Schedule/GetAllowedScheduleEvent',
          { startDate: startTime, endDate: addLocalDays(startTime, 1) },
          undefined,
          { signal },
        );
        return { slots, timeZone: grid.TimeZone, nowMs: Date.now() };
      }),
      submitReleaseTime: fromPromise(({ input, signal }) =>
        deps.api.post('/api/ClassTable/SubmitReleaseTime', { Items: input.items }, undefined, { signal, timeout: INSERT_SCHEDULE_TIMEOUT_MS }),
      ),
    },
  });
}

/** Autonomous cancellation with its calls; the cancellation is a file form with the proof (5 minutes). */
export function createSelfCancelLogic(deps: PageDeps) {
  return selfCancelMachine.provide({
    actors: {
      loadCancelView: fromPromise<SelfCancelData, { weekOffset: number }>(async ({ input, signal }) => {
        const rights = await deps.api.post<CancelRights>('/api/ClassTable/GetCancelRightsInfo', undefined, undefined, { signal });
        const remaining = await deps.api.post<CancelRemaining>('/api/ClassTable/GetRemainingCancelCountOfThisWeek', undefined, undefined, { signal });
        const startTime = mondayAt(remaining.WeekStart, input.weekOffset);
        const classes = rights.OpenSelfCancel
          ? await deps.api.post<CancellableClass[]>(
              '/api/ClassTable/getTutorLessonDurationCancle',
              { startTime, endTime: addLocalDays(startTime, 7) },
              undefined,
              { signal },
            )
          : [];
        return { open: rights.OpenSelfCancel, reason: rights.Reason, remaining, classes, penalties: rights.Penalties, tiers: rights.Tiers };
      }),
      submitCancellation: fromPromise(({ input, signal }) => {
        const form = new FormData();
        form.append('ClassIds', input.classIds.join(','));
        form.append('Reason', input.reason);
        form.append('file', input.proof, (input.proof as File).name ?? 'proof');
        return deps.api.post('/api/ClassTable/AutonomousCancellation', form, undefined, { signal, timeout: CANCEL_UPLOAD_TIMEOUT_MS });
      }),
    },
  });
}

/** The lesson reminder card's check. */
export function createLessonReminderLogic(deps: PageDeps) {
  return lessonReminderMachine.provide({
    actors: {
      checkReminder: fromPromise(({ signal }) => deps.api.post<LessonReminder>('/api/ClassTable/GetTutorSelfScheduleRemind', undefined, undefined, { signal })),
    },
  });
}
