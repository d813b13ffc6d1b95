import { useProviderZone } from '../format/when';

/** The line that names the zone of a page's or a list's times: "Times in Asia/Manila." */
export function ZoneNote() {
  return <p className="zone-note">Times in {useProviderZone()}.</p>;
}
