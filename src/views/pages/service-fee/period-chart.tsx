import { chartBars, formatPhp, type PeriodTotal } from '../../../domain/service-fee';

const HEIGHT = 120;
const BAR = 28;
const GAP = 12;
const LABEL = 34;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The net service fee of the last twelve periods as a small SVG bar chart (no chart library): each
 * bar is a button that shows its period's statement; a negative period is drawn below the axis.
 */
export function PeriodChart({ totals, selected, onSelect }: { totals: readonly PeriodTotal[]; selected: string; onSelect: (period: string) => void }) {
  // The axis sits at the bottom unless some period is negative; then it splits the height.
  const hasNegative = totals.some((item) => item.TotalPhp < 0);
  const axis = hasNegative ? HEIGHT / 2 : HEIGHT - 1;
  const bars = chartBars(
    totals.map((item) => Math.round(item.TotalPhp * 100)),
    hasNegative ? HEIGHT / 2 - 6 : HEIGHT - 8,
  );
  const width = totals.length * (BAR + GAP) + GAP;
  return (
    <figure className="fee-chart">
      <figcaption>Net service fee, last twelve periods</figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + LABEL}`} width="100%" role="group" aria-label="Net service fee of the last twelve periods">
        <line x1={0} x2={width} y1={axis} y2={axis} className="fee-chart-axis" />
        {totals.map((item, index) => {
          const bar = bars[index]!;
          const x = GAP + index * (BAR + GAP);
          const label = `${item.Period}: ${formatPhp(Math.round(item.TotalPhp * 100))}`;
          return (
            <g
              key={item.Period}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={item.Period === selected}
              className={item.Period === selected ? 'fee-chart-bar is-selected' : 'fee-chart-bar'}
              onClick={() => onSelect(item.Period)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(item.Period);
                }
              }}
            >
              <title>{label}</title>
              {/* A tall transparent target, so an empty period can be picked too. */}
              <rect x={x} y={0} width={BAR} height={HEIGHT} className="fee-chart-target" />
              <rect
                x={x}
                y={bar.negative ? axis : axis - bar.height}
                width={BAR}
                height={Math.max(bar.height, 1)}
                className={bar.negative ? 'fee-chart-fill is-negative' : 'fee-chart-fill'}
              />
              <text x={x + BAR / 2} y={HEIGHT + 14} textAnchor="middle" className="fee-chart-label">
                {MONTHS[Number(item.Period.slice(5)) - 1]}
              </text>
              <text x={x + BAR / 2} y={HEIGHT + 28} textAnchor="middle" className="fee-chart-label">
                {`'${item.Period.slice(2, 4)}`}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
