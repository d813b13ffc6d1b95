import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { createTutorClassesLogic } from '../../../actors/staff-bookings.actors';
import { CLASS_TYPE_LABELS, type ClassType } from '../../../domain/classes';
import { STAFF_REASON_MAX, StaffClassView, StaffOutcome, type StaffClassItem } from '../../../domain/staff-bookings';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { StaffNotice } from './staff-notice';
import { providerTime } from './staff-time';

const VIEWS = [
  { view: StaffClassView.upcoming, label: 'Upcoming' },
  { view: StaffClassView.past, label: 'Past' },
  { view: StaffClassView.handed, label: 'Handed to staff' },
] as const;

/**
 * The classes part of a tutor's record: upcoming, past or handed to staff by a leave; cancel on
 * the student's side, mark an outcome, rate, or reassign the chosen classes to another tutor.
 * The reason box serves the change made next. `onChanged` reloads the record summary.
 */
export function TutorClassesPanel({ tuid, onChanged }: { tuid: number; onChanged: () => void }) {
  const classes = useActorRef(useAreaLogic(createTutorClassesLogic), { input: { tuid } });
  const context = useSelector(classes, (s) => s.context);
  const failure = useSelector(classes, (s) => (s.matches('failed') ? s.context.failure : ''));
  const busy = useSelector(classes, (s) => !s.matches({ ready: 'idle' }));
  const { page, view } = context;
  const now = Date.now();
  // A change moves the record's class counts: read the summary again then.
  const saved = !context.noticeIsError && context.notice !== '' ? context.notice : '';
  useEffect(() => {
    if (saved) onChanged();
  }, [saved, onChanged]);
  return (
    <section aria-labelledby="classes-title" aria-busy={busy} className="staff-classes">
      <h2 id="classes-title">Bookings and outcomes</h2>
      <StaffNotice notice={context.notice} isError={context.noticeIsError} onDismiss={() => classes.send({ type: 'classes.dismissNotice' })} />
      <div role="group" aria-label="Which classes" className="staff-toggle">
        {VIEWS.map((item) => (
          <Button
            key={item.view}
            size="small"
            text={view !== item.view}
            label={item.label}
            aria-pressed={view === item.view}
            onClick={() => classes.send({ type: 'classes.view', view: item.view })}
          />
        ))}
      </div>
      <div className="staff-inline-form">
        <label htmlFor={`classes-reason-${tuid}`}>Reason</label>
        <InputText
          id={`classes-reason-${tuid}`}
          value={context.reason}
          maxLength={STAFF_REASON_MAX}
          onChange={(event) => classes.send({ type: 'classes.reason', value: event.target.value })}
        />
      </div>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => classes.send({ type: 'classes.reload' })} />
        </p>
      )}
      {page && (
        <>
          <table className="staff-table" aria-label="Classes of the tutor">
            <thead>
              <tr>
                <th>Choose</th>
                <th>CLID</th>
                <th>Time</th>
                <th>Student</th>
                <th>Type</th>
                <th>Status</th>
                <th>Rating</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.Items.map((item) => (
                <ClassRow key={item.CLID} item={item} now={now} busy={busy} selected={context.selected.includes(item.CLID)} send={classes.send} />
              ))}
            </tbody>
          </table>
          {page.Total === 0 && <p>No classes here.</p>}
          <ListPaging
            pageIndex={context.pageIndex}
            total={page.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(index) => classes.send({ type: 'classes.page', pageIndex: index })}
          />
        </>
      )}
      <form
        className="staff-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          classes.send({ type: 'classes.reassign' });
        }}
      >
        <label htmlFor={`classes-target-${tuid}`}>Reassign to tutor id</label>
        <InputText
          id={`classes-target-${tuid}`}
          inputMode="numeric"
          value={context.target}
          maxLength={9}
          onChange={(event) => classes.send({ type: 'classes.target', value: event.target.value })}
        />
        <Button type="submit" size="small" label={`Reassign chosen classes (${context.selected.length})`} disabled={busy} />
      </form>
    </section>
  );
}

type Send = ReturnType<typeof useActorRef<ReturnType<typeof createTutorClassesLogic>>>['send'];

function ClassRow({ item, now, busy, selected, send }: { item: StaffClassItem; now: number; busy: boolean; selected: boolean; send: Send }) {
  const [stars, setStars] = useState('5');
  const booked = item.Status === 'booked';
  const started = Date.parse(item.StartTime) <= now;
  const ended = Date.parse(item.EndTime) <= now;
  const who = `${item.StudentName || 'no student'} at ${providerTime(item.StartTime)}`;
  return (
    <tr>
      <td>
        {booked && !started && (
          <input
            type="checkbox"
            aria-label={`Choose the class with ${who}`}
            checked={selected}
            onChange={(event) => send({ type: 'classes.select', clid: item.CLID, selected: event.target.checked })}
          />
        )}
      </td>
      <td>{item.CLID}</td>
      <td>{providerTime(item.StartTime)}</td>
      <td>{item.StudentName || '—'}</td>
      <td>{CLASS_TYPE_LABELS[item.ClassType as ClassType] ?? item.ClassType}</td>
      <td>
        {item.Status}
        {item.StatusBy && ` (${item.StatusBy})`}
        {item.HandedToStaff && booked && ', handed to staff'}
      </td>
      <td>{item.Rating ?? '—'}</td>
      <td className="staff-actions">
        {booked && !started && (
          <Button
            size="small"
            text
            label="Cancel for student"
            aria-label={`Cancel for the student: ${who}`}
            disabled={busy}
            onClick={() => send({ type: 'classes.cancel', clid: item.CLID })}
          />
        )}
        {booked && ended && (
          <Button
            size="small"
            text
            label="Mark finished"
            aria-label={`Mark finished: ${who}`}
            disabled={busy}
            onClick={() => send({ type: 'classes.outcome', clid: item.CLID, outcome: StaffOutcome.finished })}
          />
        )}
        {booked && started && (
          <Button
            size="small"
            text
            label="Student absent"
            aria-label={`Student absent: ${who}`}
            disabled={busy}
            onClick={() => send({ type: 'classes.outcome', clid: item.CLID, outcome: StaffOutcome.studentAbsent })}
          />
        )}
        {booked && started && (
          <Button
            size="small"
            text
            label="Tutor absent"
            aria-label={`Tutor absent: ${who}`}
            disabled={busy}
            onClick={() => send({ type: 'classes.outcome', clid: item.CLID, outcome: StaffOutcome.tutorAbsent })}
          />
        )}
        {item.Status === 'finished' && item.Rating === null && (
          <span className="staff-rate">
            <select aria-label={`Stars for ${who}`} value={stars} onChange={(event) => setStars(event.target.value)}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </select>
            <Button
              size="small"
              text
              label="Rate"
              aria-label={`Rate: ${who}`}
              disabled={busy}
              onClick={() => send({ type: 'classes.rate', clid: item.CLID, stars: Number(stars) })}
            />
          </span>
        )}
      </td>
    </tr>
  );
}
