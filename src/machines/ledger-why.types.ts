import type { LedgerAccount } from '../domain/ledger';
import type { LedgerEntriesPage } from '../domain/ledger-view';

// ---- Context --------------------------------------------------------------------------------

/** The figure whose entries are shown: its ledger account and the label the tutor clicked. */
export interface WhyFigure {
  account: LedgerAccount;
  label: string;
}

export interface LedgerWhyContext {
  figure: WhyFigure | null;
  /** 1-based page of entries being shown or loaded. */
  pageIndex: number;
  page: LedgerEntriesPage | null;
}

/** What the 'load entries' actor is given. */
export interface LoadEntriesInput {
  account: LedgerAccount;
  pageIndex: number;
}

// ---- Events ---------------------------------------------------------------------------------

export type LedgerWhyEvent =
  /** "Why?" on a figure: opens (or switches) the view on its entries, first page. */
  | { type: 'why.open'; figure: WhyFigure }
  | { type: 'why.close' }
  /** Another page of the same figure's entries. */
  | { type: 'page.go'; pageIndex: number }
  /** Loads what failed again. */
  | { type: 'why.retry' };
