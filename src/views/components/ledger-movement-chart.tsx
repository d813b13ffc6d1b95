import { useEffect, useRef } from 'react';
import type { LedgerDayMovement } from '../../domain/ledger-view';

/**
 * The month's movement of a figure as a running total by day. chart.js loads only when a "why"
 * view first draws (a dynamic import), so the shell's bundle does not carry it. The canvas carries
 * a text alternative; the entries list below it says the same in words.
 */
export function LedgerMovementChart({ label, days, total }: { label: string; days: LedgerDayMovement[]; total: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const element = canvas.current;
    if (!element) return;
    void import('chart.js/auto')
      .then(({ default: Chart }) => {
        const context = cancelled ? null : element.getContext('2d');
        if (!context) return;
        let running = 0;
        const points = days.map((day) => (running = Math.round((running + day.Amount) * 100) / 100));
        chart = new Chart(context, {
          type: 'line',
          data: {
            labels: days.map((day) => day.Day.slice(5)),
            datasets: [
              {
                label,
                data: points,
                stepped: true,
                borderColor: '#2f80ed',
                backgroundColor: 'rgba(47, 128, 237, 0.15)',
                fill: true,
              },
            ],
          },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
          },
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [label, days]);
  const signed = total > 0 ? `+${total}` : String(total);
  return (
    <div className="ledger-chart">
      <canvas ref={canvas} role="img" aria-label={`${label} this month: ${signed} over ${days.length} days`} />
    </div>
  );
}
