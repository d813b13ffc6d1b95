import type { TourStep } from '../domain/tour';

// ---- Input and context ----------------------------------------------------------------------

export interface TourInput {
  /** The full shell, with floating buttons: step 2 highlights them. */
  fullShell: boolean;
}

export interface TourContext {
  steps: readonly TourStep[];
  /** 0-based index of the step shown. */
  index: number;
  /** The server could not record the finish: the tour will show again next time. */
  saveFailed: boolean;
}

// ---- Events ---------------------------------------------------------------------------------

export type TourEvent = { type: 'tour.next' } | { type: 'tour.back' } | { type: 'tour.skip' };

// ---- Actors ---------------------------------------------------------------------------------

export interface TourStatus {
  /** The tutor has not finished the tour yet. */
  show: boolean;
}
