import type { KeyboardEvent } from 'react';
import type { ClassTableClass, ClassTablePeriod } from '../../../domain/class-table';
import { ClassCard } from './class-card';
import { classesByDay, dayLabel } from './class-table-format';

/**
 * The week (seven day columns) or the day (one column) of classes, in start order per day. On a
 * phone the columns stack into a day list. Arrow keys move between classes: up and down within a
 * day, left and right to the neighbouring day.
 */
export function ClassGrid({
  period,
  days,
  today,
  joiningId,
  onJoin,
}: {
  period: ClassTablePeriod;
  days: string[];
  today: string;
  joiningId: number | null;
  onJoin: (lesson: ClassTableClass) => void;
}) {
  const byDay = classesByDay(period);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const move = moves[event.key];
    const target = event.target as HTMLElement;
    if (!move || !target.matches('[data-class-card]')) return;
    const columns = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-day-column]')].map((column) => [
      ...column.querySelectorAll<HTMLElement>('[data-class-card]'),
    ]);
    const column = columns.findIndex((cards) => cards.includes(target));
    const row = columns[column]?.indexOf(target) ?? -1;
    let next: HTMLElement | undefined;
    if (move[1] !== 0) next = columns[column]?.[row + move[1]];
    else for (let c = column + move[0]; c >= 0 && c < columns.length && !next; c += move[0]) next = columns[c]?.[Math.min(row, columns[c]!.length - 1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return (
    <div className={`class-grid class-grid--${days.length === 1 ? 'day' : 'week'}`} onKeyDown={onKeyDown}>
      {days.map((day) => {
        const lessons = byDay.get(day) ?? [];
        const headingId = `class-day-${day}`;
        return (
          <section key={day} className={`class-day${day === today ? ' class-day--today' : ''}`} aria-labelledby={headingId} data-day-column="">
            <h3 id={headingId} className="class-day-title">
              {dayLabel(day)}
              {day === today ? ' · Today' : ''}{' '}
              <span className="class-day-count">
                ({lessons.length} {lessons.length === 1 ? 'class' : 'classes'})
              </span>
            </h3>
            {lessons.length === 0 ? (
              <p className="class-day-empty">No classes</p>
            ) : (
              <ul className="class-day-list">
                {lessons.map((lesson) => (
                  <li key={lesson.CLID}>
                    <ClassCard lesson={lesson} timeZone={period.TimeZone} joining={joiningId === lesson.CLID} onJoin={onJoin} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
