import type { KitAnswer, KitTestPaper, TestSubmitResult } from '../domain/training';

export interface KitTestInput {
  kctId: number;
  /** The clock, so the machine stays pure: it stamps when each attempt started. */
  now: () => number;
}

export interface KitTestContext {
  kctId: number;
  now: () => number;
  paper: KitTestPaper | null;
  /** Question id -> the chosen option indexes. */
  answers: Record<number, number[]>;
  startedAt: string;
  result: TestSubmitResult | null;
  /** The result's Msg (passed or not). */
  resultMessage: string;
  failure: string;
}

export type KitTestEvent =
  { type: 'test.choose'; questionId: number; option: number } | { type: 'test.submit' } | { type: 'test.retake' } | { type: 'test.retry' };

export interface SubmitInput {
  kctId: number;
  startTime: string;
  answers: KitAnswer[];
}

export interface SubmitOutput {
  result: TestSubmitResult;
  message: string;
}
