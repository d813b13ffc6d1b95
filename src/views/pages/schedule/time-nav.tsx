import { Link } from 'wouter';
import { Button } from 'primereact/button';
import { canGoToWeek } from '../../../domain/schedule';
import { WEEK_LABELS } from './schedule-format';

/** The links between the time pages (the class table's calendars). */
export function TimeNav() {
  return (
    <nav className="time-nav" aria-label="Your time">
      <Link href="/classTab">Class table</Link>
      <Link href="/classTab/schedule">Self-schedule</Link>
      <Link href="/releaseTime/submit">Release time</Link>
      <Link href="/releaseTime/cancle">Autonomous cancellation</Link>
    </nav>
  );
}

/** Week navigation: by 7 days, forward up to two weeks ahead, back no further than this week. */
export function WeekNav({ offset, onWeek }: { offset: number; onWeek: (offset: number) => void }) {
  return (
    <div className="week-nav">
      <Button type="button" icon="pi pi-chevron-left" text aria-label="Previous week" disabled={!canGoToWeek(offset - 1)} onClick={() => onWeek(offset - 1)} />
      <strong aria-live="polite">{WEEK_LABELS[offset] ?? ''}</strong>
      <Button type="button" icon="pi pi-chevron-right" text aria-label="Next week" disabled={!canGoToWeek(offset + 1)} onClick={() => onWeek(offset + 1)} />
    </div>
  );
}
