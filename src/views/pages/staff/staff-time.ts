import { DEFAULT_PROVIDER_TIME_ZONE, localParts } from '../../../domain/provider-time';

/** An instant as the provider's staff read it: YYYY-MM-DD HH:MM in the provider's zone. */
export function providerTime(iso: string): string {
  const parts = localParts(Date.parse(iso), DEFAULT_PROVIDER_TIME_ZONE);
  return `${parts.date} ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
}
