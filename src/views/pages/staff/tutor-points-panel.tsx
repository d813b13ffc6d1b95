import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect } from 'react';
import { createStaffPointsLogic } from '../../../actors/staff-bookings.actors';
import { STAFF_POINTS_RULES, STAFF_REASON_MAX, type StaffPointsRule } from '../../../domain/staff-bookings';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { StaffNotice } from './staff-notice';
import { providerTime } from './staff-time';

/** A fresh idempotency key for one entry (kept by the machine while that entry is retried). */
const newKey = () => `dsp-${crypto.randomUUID()}`;

/** Data-staff points in a tutor's record: project, material training, referral or correction points with a reason. */
export function TutorPointsPanel({ tuid, onChanged }: { tuid: number; onChanged: () => void }) {
  const points = useActorRef(useAreaLogic(createStaffPointsLogic), { input: { tuid } });
  const context = useSelector(points, (s) => s.context);
  const failure = useSelector(points, (s) => (s.matches('failed') ? s.context.failure : ''));
  const busy = useSelector(points, (s) => !s.matches({ ready: 'idle' }));
  const { page } = context;
  // A saved entry moves the record's balances: read the summary again then.
  const saved = !context.noticeIsError && context.notice !== '' ? context.notice : '';
  useEffect(() => {
    if (saved) onChanged();
  }, [saved, onChanged]);
  return (
    <section aria-labelledby={`points-title-${tuid}`} aria-busy={busy}>
      <h2 id={`points-title-${tuid}`}>Data-staff points</h2>
      <StaffNotice notice={context.notice} isError={context.noticeIsError} onDismiss={() => points.send({ type: 'points.dismissNotice' })} />
      <form
        className="staff-grid-form"
        aria-label="Enter teaching points"
        onSubmit={(event) => {
          event.preventDefault();
          points.send({ type: 'points.submit', key: newKey() });
        }}
      >
        <label>
          Kind of points
          <select value={context.rule} onChange={(event) => points.send({ type: 'points.rule', rule: event.target.value as StaffPointsRule })}>
            {STAFF_POINTS_RULES.map((item) => (
              <option key={item.rule} value={item.rule}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Points
          <InputText
            inputMode="decimal"
            value={context.points}
            maxLength={8}
            onChange={(event) => points.send({ type: 'points.amount', value: event.target.value })}
          />
        </label>
        <label>
          Reason for the points
          <InputText
            value={context.reason}
            maxLength={STAFF_REASON_MAX}
            onChange={(event) => points.send({ type: 'points.reason', value: event.target.value })}
          />
        </label>
        <Button type="submit" size="small" label="Enter points" disabled={busy} />
      </form>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => points.send({ type: 'points.reload' })} />
        </p>
      )}
      {page && page.Total > 0 && (
        <>
          <table className="staff-table" aria-label="Data-staff entries">
            <thead>
              <tr>
                <th>When</th>
                <th>Kind</th>
                <th>Points</th>
                <th>Reason</th>
                <th>By</th>
              </tr>
            </thead>
            <tbody>
              {page.Items.map((entry) => (
                <tr key={entry.Id}>
                  <td>{providerTime(entry.CreatedAt)}</td>
                  <td>{entry.RuleLabel}</td>
                  <td>{entry.Points > 0 ? `+${entry.Points}` : entry.Points}</td>
                  <td>{entry.Reason}</td>
                  <td>{entry.EnteredBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ListPaging
            pageIndex={context.pageIndex}
            total={page.Total}
            pageSize={10}
            onPage={(index) => points.send({ type: 'points.page', pageIndex: index })}
          />
        </>
      )}
    </section>
  );
}
