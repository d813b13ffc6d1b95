import { fromPromise } from 'xstate';
import type { GuidedTourStatus } from '../domain/shell';
import type { TourStatus } from '../machines/tour.types';
import type { ShellApi } from './shell-api';

/** The tour machine's actors over the API: `tourMachine.provide({ actors: tourActors(api) })`. */
export function tourActors(api: ShellApi) {
  return {
    'load tour status': fromPromise<TourStatus>(async ({ signal }) => {
      const body = await api.get<GuidedTourStatus>('/api/Account/GetGuidedTourStatus', undefined, { signal });
      return { show: body.Show };
    }),
    'record tour done': fromPromise<unknown>(async ({ signal }) => api.post('/api/Account/FinishGuidedTour', undefined, undefined, { signal })),
  };
}
