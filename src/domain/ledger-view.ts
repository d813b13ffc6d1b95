import type { Static } from '@sinclair/typebox';
import type {
  GrowthDetailQuery,
  GrowthDetailSchema,
  LedgerDayMovementSchema,
  LedgerEntriesPageSchema,
  LedgerEntriesRequest,
  LedgerEntryViewSchema,
} from './api/ledger.schemas';
import { isLedgerRuleId, LEDGER_RULES } from './ledger';

/**
 * "Why did this move?": the entries behind a figure as both halves see them (POST
 * /api/Ledger/Entries, /api/GrowthSystem/GetGrowthDetail). Amounts here are in the figure's own
 * units (points, flowers, PHP), not the ledger's hundredths. The shapes are declared once, by the
 * schemas (api/ledger.schemas.ts).
 */
export type LedgerEntryView = Static<typeof LedgerEntryViewSchema>;
export type LedgerDayMovement = Static<typeof LedgerDayMovementSchema>;
export type LedgerEntriesPage = Static<typeof LedgerEntriesPageSchema>;
export type GrowthDetailPage = Static<typeof GrowthDetailSchema>;

/** What POST /api/Ledger/Entries and GetGrowthDetail are asked. */
export type LedgerEntriesQuery = Static<typeof LedgerEntriesRequest>;
export type GrowthDetailPaging = Static<typeof GrowthDetailQuery>;

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
