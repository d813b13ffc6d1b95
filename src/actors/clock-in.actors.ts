import { fromPromise } from 'xstate';
import { registrationMessage } from '../domain/clock-in';
import type { ClockInDayAnswer } from '../domain/shell';
import type { ClockInDay, RegistrationResult } from '../machines/clock-in.types';
import type { ShellApi } from './shell-api';

/** The clock-in machine's actors over the API: `clockInMachine.provide({ actors: clockInActors(api) })`. */
export function clockInActors(api: ShellApi) {
  return {
    'load clock-in status': fromPromise<ClockInDay>(async ({ signal }) => {
      const body = await api.post<ClockInDayAnswer>('/api/TutorComm/GetClockInStatus', undefined, undefined, { signal });
      return { status: body.Status, workDate: body.WorkDate, clockedInAt: body.ClockedInAt, firstClassAt: body.FirstClassAt };
    }),
    'register clock-in': fromPromise<RegistrationResult>(async ({ signal }) => {
      const body = await api.post<number>('/api/tutorcomm/Registration', undefined, undefined, { signal });
      // The client hands back Body only; the Msg the server sends with it is this same domain text.
      return { body, message: registrationMessage(body) };
    }),
  };
}
