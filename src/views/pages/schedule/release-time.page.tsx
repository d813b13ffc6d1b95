import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { releaseChanges } from '../../../machines/release-time.machine';
import { useAreaLogic } from '../../page-logic-context';
import { createReleaseTimeLogic } from '../../../actors/schedule.actors';
import '../../styles/schedule.css';
import { dateOf, dayLabel, timeOf } from './schedule-format';
import { TimeNav, WeekNav } from './time-nav';

/** Release time (teaching.md §4 "Release-time slot"): held (1) and released (0) time of a week. */
export default function ReleaseTimePage() {
  const actor = useActorRef(useAreaLogic(createReleaseTimeLogic));
  const state = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : s.matches('saving') ? 'saving' : 'ready'));
  const timeZone = useSelector(actor, (s) => s.context.data?.timeZone ?? '');
  const slots = useSelector(actor, (s) => s.context.slots);
  const changes = useSelector(actor, (s) => releaseChanges(s.context).length);
  const weekOffset = useSelector(actor, (s) => s.context.weekOffset);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);

  const days = new Map<string, typeof slots>();
  if (timeZone) for (const slot of slots) days.set(dateOf(slot.StartTime, timeZone), [...(days.get(dateOf(slot.StartTime, timeZone)) ?? []), slot]);

  return (
    <section className="time-page" aria-labelledby="release-title">
      <TimeNav />
      <h1 id="release-title">Release time</h1>
      <div className="time-toolbar">
        <WeekNav offset={weekOffset} onWeek={(offset) => actor.send({ type: 'release.week', offset })} />
        <Button
          type="button"
          label="Submit"
          icon="pi pi-check"
          disabled={changes === 0 || state !== 'ready'}
          loading={state === 'saving'}
          onClick={() => actor.send({ type: 'release.submit' })}
        />
      </div>
      <p className="time-facts">
        {timeZone && <span>Times in {timeZone}. </span>}1 keeps the time, 0 releases it. A booked class is cancelled only through autonomous cancellation.
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
      {state === 'loading' && <p aria-busy="true">Loading your time…</p>}
      {state === 'failed' && <Button label="Try again" text onClick={() => actor.send({ type: 'release.reload' })} />}
      <div className="release-days">
        {[...days.entries()].map(([date, daySlots]) => {
          const marker = daySlots.find((s) => s.IsMarker);
          const cells = daySlots.filter((s) => !s.IsMarker);
          return (
            <section key={date} className="release-day" aria-label={dayLabel(date)}>
              <h2>{dayLabel(date)}</h2>
              <p className={`busy-marker${marker?.Status === 1 ? ' on' : ''}`}>05:30 busy day: {marker?.Status ?? 0}</p>
              {cells.length === 0 && <p className="time-empty">Nothing plotted.</p>}
              <ul>
                {cells.map((s) => (
                  <li key={s.StartTime}>
                    <button
                      type="button"
                      className={`release-slot status-${s.Status}${s.Booked ? ' booked' : ''}`}
                      aria-label={`${dayLabel(date)} ${timeOf(s.StartTime, timeZone)} ${s.Booked ? 'booked' : s.Status === 1 ? 'held' : 'released'}`}
                      aria-pressed={s.Status === 1}
                      onClick={() => actor.send({ type: 'release.toggle', startTime: s.StartTime })}
                    >
                      {timeOf(s.StartTime, timeZone)} · {s.Status}
                      {s.Booked ? ' · booked' : s.BusyTimeCheck ? ' · busy' : ''}
                    </button>
                  </li>
                ))}
              </ul>
              {cells.some((s) => !s.Booked && s.Status === 1) && (
                <Button type="button" label={`Release ${dayLabel(date)}`} text size="small" onClick={() => actor.send({ type: 'release.day', date })} />
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
