import { dateTimeFormat } from '../../domain/date-formats';
import { DEFAULT_PROVIDER_TIME_ZONE } from '../../domain/provider-time';

/**
 * Times as pages write them: in the provider's time zone, which the page names (domain-model.md
 * "Time": every time a tutor reads carries its zone label). The browser's own zone is never used,
 * so a tutor whose computer is set to another zone reads the same times as on the class table,
 * the home page and the schedule.
 *
 * The zone is configuration (PROVIDER_TIME_ZONE), delivered with the system setting before any
 * page shows, and fixed for the session: `ProviderZoneFromSetting` (app.tsx) records it here.
 */
let providerZone = DEFAULT_PROVIDER_TIME_ZONE;

export function setProviderZone(zone: string | undefined): void {
  if (zone) providerZone = zone;
}

/** The zone the pages write their times in. */
export function useProviderZone(): string {
  return providerZone;
}

const valid = (iso: string | null | undefined): iso is string => !!iso && !Number.isNaN(Date.parse(iso));

/** "Nov 24, 2026, 7:00 PM"; '' for a missing or unreadable time. */
export function dateTimeIn(iso: string | null | undefined, zone: string): string {
  return valid(iso) ? dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso)) : '';
}

/** "Nov 24, 2026"; '' for a missing or unreadable time. */
export function dateIn(iso: string | null | undefined, zone: string): string {
  return valid(iso) ? dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone }).format(new Date(iso)) : '';
}

/** "7:00 PM"; '' for a missing or unreadable time. */
export function timeIn(iso: string | null | undefined, zone: string): string {
  return valid(iso) ? dateTimeFormat('en-US', { timeStyle: 'short', timeZone: zone }).format(new Date(iso)) : '';
}
