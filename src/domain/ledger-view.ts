import { isLedgerRuleId, LEDGER_RULES, type LedgerAccount } from './ledger';

/**
 * "Why did this move?": the entries behind a figure as both halves see them (POST
 * /api/Ledger/Entries, /api/GrowthSystem/GetGrowthDetail). Amounts here are in the figure's own
 * units (points, flowers, PHP), not the ledger's hundredths.
 */
export interface LedgerEntryView {
  Id: number;
  Rule: string;
  RuleLabel: string;
  Amount: number;
  SourceType: string;
  SourceId: string;
  /** Where the source can be opened in the portal (a class's detail page), or null. */
  SourceLink: string | null;
  CountsAt: string;
  Note: string;
}

/** One day's net movement of the month (YYYY-MM-DD in the provider's time zone). */
export interface LedgerDayMovement {
  Day: string;
  Amount: number;
}

export interface LedgerEntriesPage {
  Account: LedgerAccount;
  Month: string;
  /** The month's net movement of the account. */
  MonthTotal: number;
  Days: LedgerDayMovement[];
  Total: number;
  Items: LedgerEntryView[];
}

export interface GrowthDetailPage {
  Total: number;
  Items: LedgerEntryView[];
}

export const LEDGER_PAGE_SIZE = 10;
export const LEDGER_MAX_PAGE_SIZE = 50;

/** What a tutor reads for a rule id (a rule removed since still reads as its id). */
export function ruleLabel(rule: string): string {
  return isLedgerRuleId(rule) ? LEDGER_RULES[rule].label : rule;
}

/** The portal page of an entry's source, when there is one. */
export function sourceLinkOf(sourceType: string, sourceId: string): string | null {
  if (sourceType === 'class' && /^\d+$/.test(sourceId)) return `/classDetail/${sourceId}`;
  return null;
}

/** How a tutor reads an entry's source: a class by its id; an entry of the data staff as theirs (their key is not for the tutor). */
export function sourceTextOf(sourceType: string, sourceId: string): string {
  if (sourceType === 'class') return `Class ${sourceId}`;
  if (sourceType === 'staff_points') return 'Data staff';
  return `${sourceType} ${sourceId}`;
}
