/**
 * Flowers for cash (growth-account.md §3, §5, §9): the exchange's rules and texts, used by the
 * dialog and enforced again by the server. Counts here are whole flowers; the ledger keeps
 * hundredths (1 flower is 100), pay is in centavos.
 */
export const FlowerMessages = {
  countRequired: 'Required!',
  overQuota: 'Exceeding the quota, please re-enter!',
  invalidCount: 'Please re-enter the valid number of flowers',
  remarkRequired: 'Required.',
  remarkTooLong: 'Remark must be less than 200 characters',
  exchanged: 'Exchange succeeded.',
  switchedOff: 'The system is being upgraded. You will be notified once it is done.',
} as const;

/** The remark's counter and limit. */
export const FLOWER_REMARK_MAX = 200;

/** The provider's defaults; the server reads the configured values (FLOWERS_MONTHLY_LIMIT, FLOWERS_PHP_PER_FLOWER). */
export const FLOWER_EXCHANGE_DEFAULTS = { monthlyLimit: 100, phpPerFlower: 5 } as const;

/** Shown under the rate. */
export const FLOWER_RATE_NOTE = 'Exchange rate note: 100 PHP = 1.9 USD.';

export const FlowersTab = { used: 'usedFlowers', obtained: 'obtainedFlowers' } as const;
export type FlowersTab = (typeof FlowersTab)[keyof typeof FlowersTab];

/** GET-like answer of /api/teachInfo/FlowerBalance. */
export interface FlowerBalance {
  /** Flowers held now. */
  Balance: number;
  /** Flowers exchanged in the provider's current month. */
  ExchangedThisMonth: number;
  MonthlyLimit: number;
  /** What may be exchanged now: the month's remainder, never more than the balance. */
  Quota: number;
  PhpPerFlower: number;
  /** Off: the exchange is refused and the person panel shows the upgrading text. */
  ExchangeEnabled: boolean;
  Month: string;
}

/** One received gift of flowers (TeachAcRecord). */
export interface ObtainedFlowerRecord {
  Id: number;
  Flowers: number;
  /** Why: the rule's label, e.g. "Flowers from students". */
  Reason: string;
  /** The class the flowers came from, when they came from one. */
  ClassId: number | null;
  CreatedAt: string;
}

/** One exchange (TeachAcUseRecord). */
export interface UsedFlowerRecord {
  Id: number;
  Flowers: number;
  AmountPhp: number;
  Remark: string;
  CreatedAt: string;
}

export interface FlowerRecordPage<T> {
  Total: number;
  Items: T[];
}

export const FLOWER_RECORDS_PAGE_SIZE = 10;

/** What may be exchanged now. */
export function exchangeQuota(balance: number, exchangedThisMonth: number, monthlyLimit: number): number {
  return Math.max(0, Math.min(balance, monthlyLimit - exchangedThisMonth));
}

/** The count's error, or null: required, a positive whole number, within the quota (§5). */
export function flowersCountError(count: number | null | undefined, quota: number): string | null {
  if (count === null || count === undefined) return FlowerMessages.countRequired;
  if (!Number.isInteger(count) || count <= 0) return FlowerMessages.invalidCount;
  if (count > quota) return FlowerMessages.overQuota;
  return null;
}

/** The remark's error, or null: required, at most 200 characters (§5). */
export function remarkError(remark: string): string | null {
  if (remark.trim().length === 0) return FlowerMessages.remarkRequired;
  if (remark.length > FLOWER_REMARK_MAX) return FlowerMessages.remarkTooLong;
  return null;
}

/** The plus and minus buttons: never above the quota, never below 0. */
export function stepFlowers(count: number | null, delta: 1 | -1, quota: number): number {
  return Math.max(0, Math.min(quota, (count ?? 0) + delta));
}
