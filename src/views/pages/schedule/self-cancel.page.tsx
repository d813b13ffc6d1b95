import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { CLASS_TYPE_LABELS, type ClassType } from '../../../domain/classes';
import { shownRemaining, submitEnabled } from '../../../machines/self-cancel.machine';
import { useAreaLogic } from '../../page-logic-context';
import { createSelfCancelLogic } from '../../../actors/schedule.actors';
import '../../styles/schedule.css';
import { dateOf, dayLabel, timeOf } from './schedule-format';
import { TimeNav, WeekNav } from './time-nav';

/** Autonomous cancellation (teaching.md §4 "Autonomous cancellation view", §5). */
export default function SelfCancelPage() {
  const actor = useActorRef(useAreaLogic(createSelfCancelLogic));
  const state = useSelector(actor, (s) =>
    s.matches('closed') ? 'closed' : s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : s.matches('submitting') ? 'submitting' : 'ready',
  );
  const data = useSelector(actor, (s) => s.context.data);
  const selected = useSelector(actor, (s) => s.context.selected);
  const remaining = useSelector(actor, (s) => shownRemaining(s.context));
  const canSubmit = useSelector(actor, (s) => submitEnabled(s.context));
  const reason = useSelector(actor, (s) => s.context.reason);
  const weekOffset = useSelector(actor, (s) => s.context.weekOffset);
  const error = useSelector(actor, (s) => s.context.error);
  const notice = useSelector(actor, (s) => s.context.notice);
  const timeZone = data?.remaining.TimeZone ?? '';

  if (state === 'closed') {
    return (
      <section className="time-page" aria-labelledby="cancel-title">
        <TimeNav />
        <h1 id="cancel-title">Autonomous cancellation</h1>
        <p className="time-closed" role="alert">
          {data?.reason}
        </p>
      </section>
    );
  }

  return (
    <section className="time-page" aria-labelledby="cancel-title">
      <TimeNav />
      <h1 id="cancel-title">Autonomous cancellation</h1>
      <div className="time-toolbar">
        <WeekNav offset={weekOffset} onWeek={(offset) => actor.send({ type: 'cancel.week', offset })} />
        <p className="cancel-counter" aria-live="polite">
          Cancellations left this week: <strong data-testid="remaining">{remaining}</strong>
          {data && ` of ${data.remaining.Allowance} (tier ${data.remaining.Tier})`}
        </p>
      </div>
      {data?.penalties && (
        <details className="time-facts">
          <summary>Penalties and allowance</summary>
          <ul>
            {data.penalties.map((p) => (
              <li key={p.When}>
                {p.When}: teaching points {p.TeachingPoints}, growth {p.Growth}
              </li>
            ))}
            <li>Weekly allowance by tier: {data.tiers?.map((t) => `${t.Tier} ${t.Allowance}`).join(', ')}. Classes of later weeks use none.</li>
          </ul>
        </details>
      )}
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
      {state === 'loading' && <p aria-busy="true">Loading your classes…</p>}
      {state === 'failed' && <Button label="Try again" text onClick={() => actor.send({ type: 'cancel.reload' })} />}
      {data && state !== 'loading' && (
        <>
          <p className="zone-note">Times in {timeZone}.</p>
          {data.classes.length === 0 && <p className="time-empty">No classes this week.</p>}
          <ul className="cancel-list" aria-label="Classes">
            {data.classes.map((c) => {
              // In the zone the page names, as the other time pages: the browser's own zone may differ.
              const when = `${dayLabel(dateOf(c.StartTime, timeZone))}, ${timeOf(c.StartTime, timeZone)}`;
              return (
                <li key={c.ClassId} className={`cancel-item status-${c.Status}`}>
                  <label>
                    <input
                      type="checkbox"
                      checked={selected.includes(c.ClassId)}
                      disabled={!c.Cancellable || state !== 'ready'}
                      onChange={() => actor.send({ type: 'cancel.toggle', classId: c.ClassId })}
                    />{' '}
                    {when} · {c.StudentName || c.CourseName} · {CLASS_TYPE_LABELS[c.ClassType as ClassType] ?? c.ClassType}
                  </label>
                  <span className="cancel-status" data-class-id={c.ClassId}>
                    {c.Status}
                    {c.IsNextWeek ? ' · later week' : ''}
                  </span>
                </li>
              );
            })}
          </ul>
          <form
            className="cancel-form"
            aria-label="Cancel the selected classes"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'cancel.submit' });
            }}
          >
            <label htmlFor="cancel-reason">Reason</label>
            <textarea id="cancel-reason" maxLength={500} value={reason} onChange={(e) => actor.send({ type: 'cancel.reason', reason: e.target.value })} />
            <label htmlFor="cancel-proof">Proof (.jpg or .png)</label>
            <input
              id="cancel-proof"
              type="file"
              accept=".jpg,.jpeg,.png"
              onChange={(e) => actor.send({ type: 'cancel.proof', proof: e.target.files?.[0] ?? null })}
            />
            <Button
              type="submit"
              label="Cancel selected classes"
              severity="danger"
              disabled={!canSubmit || state !== 'ready'}
              loading={state === 'submitting'}
            />
          </form>
        </>
      )}
    </section>
  );
}
