import type { Static } from '@sinclair/typebox';
import type { FlowerBalanceSchema, ObtainedFlowerPage, ObtainedFlowerSchema, UsedFlowerPage, UsedFlowerSchema } from './api/flowers.schemas';
import type { LastFlowerAmountSchema } from './api/shell.schemas';

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

/** The answers of /api/teachInfo/FlowerBalance (and ExchangeCash), TeachAcRecord and TeachAcUseRecord: declared once, by the schemas (api/flowers.schemas.ts). */
export type FlowerBalance = Static<typeof FlowerBalanceSchema>;
export type ObtainedFlowerRecord = Static<typeof ObtainedFlowerSchema>;
export type UsedFlowerRecord = Static<typeof UsedFlowerSchema>;
/** A page of either record list. */
export type FlowerRecordPage<T extends ObtainedFlowerRecord | UsedFlowerRecord> = Omit<Static<typeof ObtainedFlowerPage | typeof UsedFlowerPage>, 'Items'> & {
  Items: T[];
};

/** LastFlowerAmount's answer (the person panel's): the flowers received in the provider's previous month. */
export type LastMonthFlowers = Static<typeof LastFlowerAmountSchema>;

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
