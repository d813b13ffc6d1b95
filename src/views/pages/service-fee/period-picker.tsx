import { periodLabel } from '../../../domain/service-fee';

/** The pay period shown: one of the charted periods, newest first. */
export function PeriodPicker({ periods, value, onChange }: { periods: readonly string[]; value: string; onChange: (period: string) => void }) {
  return (
    <label className="fee-period">
      Pay period{' '}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {[...periods].reverse().map((period) => (
          <option key={period} value={period}>
            {periodLabel(period)}
          </option>
        ))}
      </select>
    </label>
  );
}
