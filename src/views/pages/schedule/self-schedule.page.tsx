import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { changedSlots, isPeakSlot, weekAt, type ScheduleEvent } from '../../../domain/schedule';
import type { ScheduleGridMode } from '../../../machines/schedule.types';
import { useAreaLogic } from '../../page-logic-context';
import { createScheduleGridLogic } from '../../../actors/schedule.actors';
import '../../styles/schedule.css';
import { dateOf, dayLabel, timeOf, weekDates } from './schedule-format';
import { TimeNav, WeekNav } from './time-nav';

const MODES: Array<{ mode: ScheduleGridMode; label: string }> = [
  { mode: 'plot', label: 'Plot' },
  { mode: 'busy', label: 'Busy time' },
  { mode: 'reschedule', label: 'Reschedule' },
];

/** The class table's self-schedule calendar (teaching.md §2, §4): two weeks ahead of half-hour slots. */
export default function SelfSchedulePage() {
  const actor = useActorRef(useAreaLogic(createScheduleGridLogic));
  const state = useSelector(actor, (s) =>
    s.matches('closed') ? 'closed' : s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : s.matches('saving') ? 'saving' : 'ready',
  );
  const data = useSelector(actor, (s) => s.context.data);
  const original = useSelector(actor, (s) => s.context.original);
  const events = useSelector(actor, (s) => s.context.events);
  const weekOffset = useSelector(actor, (s) => s.context.weekOffset);
  const mode = useSelector(actor, (s) => s.context.mode);
  const rescheduleFrom = useSelector(actor, (s) => s.context.rescheduleFrom);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);

  const week = data ? weekAt(data.nowMs, weekOffset, data.timeZone) : null;
  const weekKey = week?.key ?? '';
  const shown = useMemo(
    () => (week ? events.filter((e) => Date.parse(e.StartTime) >= week.startMs && Date.parse(e.StartTime) < week.endMs) : []),
    [events, week?.startMs, week?.endMs],
  );
  const changes = changedSlots(original, events).length;
  // Where each cell sits (row, column, peak) depends on the loaded data only, not on the clicks.
  const layout = useMemo(() => {
    const cells = new Map<string, { time: string; date: string; peak: boolean }>();
    const times: string[] = [];
    if (!data || !week) return { cells, times };
    for (const e of data.events) {
      const ms = Date.parse(e.StartTime);
      if (ms < week.startMs || ms >= week.endMs) continue;
      const time = timeOf(e.StartTime, data.timeZone);
      if (!times.includes(time)) times.push(time);
      cells.set(e.StartTime, { time, date: dateOf(e.StartTime, data.timeZone), peak: isPeakSlot(ms, data.peakHours, data.timeZone) });
    }
    return { cells, times: times.sort() };
  }, [data, week?.startMs, week?.endMs]);
  // Peak coverage from the cached layout (peakCoverage's rule, without zone arithmetic per render).
  const peakCells = data ? shown.filter((e) => layout.cells.get(e.StartTime)?.peak && Date.parse(e.StartTime) > data.nowMs) : [];
  const peak = data ? { covered: peakCells.filter((e) => e.Status !== 'Canceled').length, total: peakCells.length } : null;
  const byTime = new Map<string, Map<string, ScheduleEvent>>();
  for (const e of shown) {
    const where = layout.cells.get(e.StartTime);
    if (!where) continue;
    const row = byTime.get(where.time) ?? new Map<string, ScheduleEvent>();
    row.set(where.date, e);
    byTime.set(where.time, row);
  }
  const limit = data?.limits.Weeks.find((w) => w.WeekStart === weekKey);

  if (state === 'closed') {
    return (
      <section className="time-page" aria-labelledby="schedule-title">
        <TimeNav />
        <h1 id="schedule-title">Self-schedule</h1>
        <p className="time-closed" role="alert">
          {data?.limits.Reason}
        </p>
      </section>
    );
  }

  const dates = weekKey ? weekDates(weekKey) : [];

  return (
    <section className="time-page" aria-labelledby="schedule-title">
      <TimeNav />
      <h1 id="schedule-title">Self-schedule</h1>
      <div className="time-toolbar">
        <WeekNav offset={weekOffset} onWeek={(offset) => actor.send({ type: 'grid.week', offset })} />
        <div role="radiogroup" aria-label="Click mode" className="time-modes">
          {MODES.map((m) => (
            <label key={m.mode}>
              <input type="radio" name="grid-mode" checked={mode === m.mode} onChange={() => actor.send({ type: 'grid.mode', mode: m.mode })} /> {m.label}
            </label>
          ))}
        </div>
        <Button
          type="button"
          label="Copy last week"
          icon="pi pi-copy"
          outlined
          disabled={weekOffset === 0 || state !== 'ready'}
          onClick={() => actor.send({ type: 'grid.copyLastWeek' })}
        />
        <Button type="button" label="Undo" text disabled={changes === 0} onClick={() => actor.send({ type: 'grid.undo' })} />
        <Button
          type="button"
          label="Submit"
          icon="pi pi-check"
          disabled={changes === 0 || state !== 'ready'}
          loading={state === 'saving'}
          onClick={() => actor.send({ type: 'grid.submit' })}
        />
      </div>
      <p className="time-facts">
        {data && <span>Times in {data.timeZone}.</span>} <span data-testid="changes">Unsaved changes: {changes}.</span>{' '}
        {limit && (
          <span data-testid="modify-count">
            {limit.Plotted
              ? `Changes left for this week: ${limit.Remaining} of ${data?.limits.ModifyLimit}.`
              : 'First plot of this week: free of the modify count.'}
          </span>
        )}{' '}
        {peak && peak.total > 0 && (
          <span data-testid="peak">
            Peak hours covered: {peak.covered} of {peak.total}.
          </span>
        )}
        {mode === 'reschedule' && (
          <span>
            {' '}
            {rescheduleFrom
              ? `Moving ${timeOf(rescheduleFrom, data!.timeZone)} on ${dateOf(rescheduleFrom, data!.timeZone)}: choose a free slot.`
              : 'Choose a Waited slot to move.'}
          </span>
        )}
      </p>
      {error && (
        <p className="p-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="time-notice">
          {notice}
        </p>
      )}
      {state === 'loading' && <p aria-busy="true">Loading your schedule…</p>}
      {state === 'failed' && <Button label="Try again" text onClick={() => actor.send({ type: 'grid.reload' })} />}
      {data && shown.length > 0 && (
        <div className="time-grid-scroll">
          <table className="time-grid" aria-label="Your half-hour slots">
            <thead>
              <tr>
                <th scope="col">Time</th>
                {dates.map((d) => (
                  <th key={d} scope="col">
                    {dayLabel(d)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {layout.times
                .map((time) => [time, byTime.get(time) ?? new Map<string, ScheduleEvent>()] as const)
                .map(([time, row]) => (
                  <tr key={time}>
                    <th scope="row">{time}</th>
                    {dates.map((d) => {
                      const e = row.get(d);
                      if (!e) return <td key={d} />;
                      const peakCell = layout.cells.get(e.StartTime)?.peak ?? false;
                      const label = `${dayLabel(d)} ${time} ${e.Status}${e.BusyTimeCheck ? ' busy time' : ''}`;
                      return (
                        <td key={d}>
                          <button
                            type="button"
                            className={`slot slot-${e.Status.toLowerCase()}${e.BusyTimeCheck ? ' slot-busy' : ''}${peakCell ? ' slot-peak' : ''}${rescheduleFrom === e.StartTime ? ' slot-selected' : ''}`}
                            aria-label={label}
                            title={label}
                            aria-disabled={e.Disabled}
                            onClick={() => actor.send({ type: 'grid.click', startTime: e.StartTime })}
                          >
                            {e.Status === 'Confirmed' ? 'Booked' : e.Status === 'Waited' ? (e.BusyTimeCheck ? 'Busy' : 'Open') : ''}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
