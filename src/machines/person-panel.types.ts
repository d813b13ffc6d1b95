import type { SignContractAction, SignContractUser } from '../domain/sign-contract';

// ---- Context --------------------------------------------------------------------------------

/** The tutor's scores as TutorAllScore answers them (this month's figures, totals of points and flowers). */
export interface TutorScores {
  flowers: number;
  monthScore: number;
  teachingPoints: number;
  completion: number;
  goodRating: number;
  absences: number;
  badRating: number;
  cancellation: number;
  other: number;
  /** YYYY-MM of the month figures. */
  month: string;
}

export interface PersonPanelContext {
  scores: TutorScores | null;
  /** The contract check says the Sign Contract row applies. */
  showContract: boolean;
}

// ---- Events ---------------------------------------------------------------------------------

export type PersonPanelEvent =
  /** The Sign Contract row, with the user flags its click rules read. */
  | { type: 'signContract.click'; user: SignContractUser }
  /** Loads what failed again. */
  | { type: 'panel.reload' }
  /** A page changed the tutor's points: the scores load again. */
  | { type: 'panel.refresh' };

/** What a Sign Contract click does (the first of shell.md §5's four rules that applies). */
export type PersonPanelEmitted = { type: 'signContract.action'; action: SignContractAction };
