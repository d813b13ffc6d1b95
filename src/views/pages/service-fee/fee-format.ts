import { localDate, localParts, zoneLabel } from '../../../domain/provider-time';

export const zoneCaption = (zone: string, at: number = Date.now()) => `Times in ${zoneLabel(at, zone)}`;
import { formatPhp } from '../../../domain/service-fee';

/** Amounts arrive in PHP; shown with two decimals like the payslip. */
export const php = (amount: number) => formatPhp(Math.round(amount * 100));

/** A date in the provider's zone (pay periods are the provider's months). */
export const dayIn = (iso: string, zone: string) => localDate(Date.parse(iso), zone);

export function timeIn(iso: string, zone: string): string {
  const parts = localParts(Date.parse(iso), zone);
  const hh = String(parts.hour).padStart(2, '0');
  const mm = String(parts.minute).padStart(2, '0');
  return `${parts.date} ${hh}:${mm}`;
}
