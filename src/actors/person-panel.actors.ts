import { fromPromise } from 'xstate';
import type { TutorScores } from '../machines/person-panel.types';
import type { ShellApi } from './shell-api';
import type { TutorAllScore } from '../domain/tutor-scores';

/** The tutor's scores (POST /api/tutordata/TutorAllScore), shared by the person panel and the dashboard. */
export async function loadTutorScores(api: ShellApi, signal: AbortSignal): Promise<TutorScores> {
  const body = await api.post<TutorAllScore>('/api/tutordata/TutorAllScore', undefined, undefined, { signal });
  return {
    flowers: body.Flowers,
    monthScore: body.MonthScore,
    teachingPoints: body.TeachingPoints,
    completion: body.ComScore,
    goodRating: body.GoodScore,
    absences: body.AbsentScore,
    badRating: body.BadScore,
    cancellation: body.CancelScore,
    other: body.OtherScore,
    month: body.Month,
  };
}

/** The person panel machine's actors over the API. */
export function personPanelActors(api: ShellApi) {
  return {
    'load scores': fromPromise<TutorScores>(async ({ signal }) => loadTutorScores(api, signal)),
    'check contract': fromPromise<boolean>(async ({ signal }) => api.post<boolean>('/api/TutorComm/ShowContract', undefined, undefined, { signal })),
  };
}
