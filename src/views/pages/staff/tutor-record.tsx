import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { createTutorRecordLogic } from '../../../actors/staff-console.actors';
import { formatPhp } from '../../../domain/service-fee';
import { StaffPaths } from '../../../domain/staff-console';
import { useAreaLogic } from '../../page-logic-context';
import { RecordLists } from './record-lists';
import { TutorAccountPanel } from './tutor-account-panel';
import { TutorClassesPanel } from './tutor-classes-panel';
import { TutorPointsPanel } from './tutor-points-panel';

const php = (amount: number) => formatPhp(Math.round(amount * 100));

/** One tutor's record summary: profile, classes, ledger, pay and messages, with a link to their audit entries. */
export function TutorRecord({ tuid }: { tuid: number }) {
  const record = useActorRef(useAreaLogic(createTutorRecordLogic), { input: { tuid } });
  const summary = useSelector(record, (s) => s.context.summary);
  const failure = useSelector(record, (s) => (s.matches('failed') ? s.context.failure : ''));
  const reloadSummary = useCallback(() => record.send({ type: 'record.reload' }), [record]);
  if (failure) {
    return (
      <p role="alert">
        {failure} <Button text size="small" label="Load again" onClick={() => record.send({ type: 'record.reload' })} />{' '}
        <Link href={StaffPaths.tutors}>Back to tutors</Link>
      </p>
    );
  }
  if (!summary) return <p aria-busy="true">Loading the record…</p>;
  return (
    <section aria-labelledby="record-title">
      <h1 id="record-title">
        {summary.Name} <small>#{summary.Tuid}</small>
      </h1>
      <dl className="staff-facts" aria-label="Profile">
        <dt>Account</dt>
        <dd>{summary.Account}</dd>
        <dt>E-mail</dt>
        <dd>{summary.Email}</dd>
        <dt>Group</dt>
        <dd>{summary.Group || '—'}</dd>
        <dt>Since</dt>
        <dd>{summary.CreatedAt.slice(0, 10)}</dd>
        <dt>Flags</dt>
        <dd>{[summary.Franchisee ? 'Franchisee' : 'Not franchisee', summary.Disabled ? 'Disabled' : 'Active'].join(', ')}</dd>
      </dl>
      <TutorAccountPanel tuid={summary.Tuid} onChanged={reloadSummary} />
      <h2>Classes</h2>
      <dl className="staff-facts" aria-label="Classes">
        {summary.Classes.length === 0 && <dd>No classes.</dd>}
        {summary.Classes.map((item) => (
          <div key={item.Status}>
            <dt>{item.Status}</dt>
            <dd>{item.Count}</dd>
          </div>
        ))}
      </dl>
      <TutorClassesPanel tuid={summary.Tuid} onChanged={reloadSummary} />
      <h2>Ledger</h2>
      <dl className="staff-facts" aria-label="Ledger balances">
        {summary.Ledger.map((item) => (
          <div key={item.Account}>
            <dt>{item.Account}</dt>
            <dd>{item.Account === 'pay' ? php(item.Balance) : item.Balance}</dd>
          </div>
        ))}
      </dl>
      <TutorPointsPanel tuid={summary.Tuid} onChanged={reloadSummary} />
      <h2>Pay</h2>
      <dl className="staff-facts" aria-label="Pay">
        <dt>This period ({summary.CurrentPeriod})</dt>
        <dd>{php(summary.CurrentPeriodPhp)}</dd>
        <dt>Last payment</dt>
        <dd>
          {summary.LastPayment
            ? `${php(summary.LastPayment.AmountPhp)} on ${summary.LastPayment.PaidOn} (${summary.LastPayment.Reference || 'no reference'})`
            : 'None yet'}
        </dd>
        <dt>Payment account</dt>
        <dd>{summary.PaymentAccountConfirmed ? 'Confirmed' : 'Not confirmed'}</dd>
      </dl>
      <h2>Messages</h2>
      <p>
        {summary.Messages.Total} messages, {summary.Messages.Unread} unread.
      </p>
      <p>
        <Link href={`${StaffPaths.auditLog}?tutorId=${summary.Tuid}`}>{`Audit entries (${summary.AuditEntries})`}</Link>
      </p>
      <RecordLists tuid={summary.Tuid} />
    </section>
  );
}
