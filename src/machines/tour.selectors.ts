import type { SnapshotFrom } from 'xstate';
import type { TourStep } from '../domain/tour';
import type { TourMachine } from './tour.machine';

export type TourSnapshot = SnapshotFrom<TourMachine>;

/** The step to highlight, or null when the tour is not showing. */
export function selectTourStep(snapshot: TourSnapshot): TourStep | null {
  return snapshot.matches('showing') ? (snapshot.context.steps[snapshot.context.index] ?? null) : null;
}

/** "2 / 3" */
export const selectTourProgress = (snapshot: TourSnapshot) => ({
  current: snapshot.context.index + 1,
  total: snapshot.context.steps.length,
});
export const selectIsLastStep = (snapshot: TourSnapshot) => snapshot.context.index + 1 === snapshot.context.steps.length;
export const selectCanGoBack = (snapshot: TourSnapshot) => snapshot.can({ type: 'tour.back' });
