import { useId, useMemo } from 'react';

/** Every IANA zone this browser knows, with the current one first if it is missing. */
function zoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The display zone control: a native select (keyboard and screen-reader friendly, no extra weight). */
export function ZonePicker({
  timeZone,
  zoneLabel,
  disabled,
  error,
  onChange,
}: {
  timeZone: string;
  zoneLabel: string;
  disabled: boolean;
  error: string;
  onChange: (zone: string) => void;
}) {
  const id = useId();
  const options = useMemo(() => zoneOptions(timeZone), [timeZone]);
  return (
    <div className="class-zone">
      <label htmlFor={id}>Display time zone</label>
      <select id={id} value={timeZone} disabled={disabled} onChange={(event) => onChange(event.target.value)} aria-describedby={`${id}-label`}>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <small id={`${id}-label`} className="class-zone-label">
        Times are in {zoneLabel}
      </small>
      {error && (
        <small className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
