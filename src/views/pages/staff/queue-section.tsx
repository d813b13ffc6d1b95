import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { createStaffQueueLogic } from '../../../actors/staff-audits.actors';
import { QUEUE_DECISIONS, StaffAuditMessages, type StaffQueue } from '../../../domain/staff-audits';
import { STAFF_PAGE_SIZE, StaffPaths } from '../../../domain/staff-console';
import { queueItemKey, type QueueItem, type staffQueueMachine } from '../../../machines/staff-queue.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';
import { QUEUE_VIEWS, when } from './queue-views';

type Ref = ActorRefFrom<typeof staffQueueMachine>;

/** One queue of the console: what waits, paged; the open item with its decisions; the last decision's result and audit entry. */
export function QueueSection({ queue }: { queue: StaffQueue }) {
  const actor = useActorRef(useAreaLogic(createStaffQueueLogic), { input: { queue } });
  const view = QUEUE_VIEWS[queue];
  const page = useSelector(actor, (s) => s.context.page);
  const pageIndex = useSelector(actor, (s) => s.context.pageIndex);
  const openKey = useSelector(actor, (s) => s.context.openKey);
  const failure = useSelector(actor, (s) => s.context.failure);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('status:busy'));
  const open = page?.Items.find((item) => queueItemKey(item) === openKey) ?? null;
  const titleId = `queue-${queue}-title`;
  return (
    <section aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId}>{view.title}</h2>
      <DecisionResult actor={actor} />
      {failure && !open && (
        <p role="alert">
          {failure} {failed && <Button text size="small" label="Load again" onClick={() => actor.send({ type: 'queue.retry' })} />}
        </p>
      )}
      {page && (
        <>
          {page.Total > 0 && (
            <table className="staff-table" aria-label={`${view.title} waiting`}>
              <thead>
                <tr>
                  {view.columns.map((column) => (
                    <th key={column.header}>{column.header}</th>
                  ))}
                  <th>
                    <span className="sr-only">Open</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.Items.map((item) => {
                  const key = queueItemKey(item);
                  const typed = item as never;
                  return (
                    <tr key={key} aria-current={key === openKey ? 'true' : undefined}>
                      {view.columns.map((column) => (
                        <td key={column.header}>{column.cell(typed)}</td>
                      ))}
                      <td>
                        <Button
                          text
                          size="small"
                          label="Open"
                          aria-label={`Open ${view.name(typed)}`}
                          onClick={() => actor.send({ type: 'queue.open', key })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {page.Total === 0 && <p>{StaffAuditMessages.queueEmpty}</p>}
          <ListPaging
            pageIndex={pageIndex}
            total={page.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(index) => actor.send({ type: 'queue.page', pageIndex: index })}
          />
        </>
      )}
      {open && <OpenItem key={openKey} actor={actor} queue={queue} item={open} busy={busy} failure={failure} />}
    </section>
  );
}

/** The open item: its facts, the shared text box and a button per decision. */
function OpenItem({ actor, queue, item, busy, failure }: { actor: Ref; queue: StaffQueue; item: QueueItem; busy: boolean; failure: string }) {
  const view = QUEUE_VIEWS[queue];
  const decisions = QUEUE_DECISIONS[queue];
  const [text, setText] = useState('');
  const typed = item as never;
  const textId = `queue-${queue}-text`;
  const name = view.name(typed);
  return (
    <article className="staff-card" aria-label={`Open: ${name}`}>
      <h3>{name.charAt(0).toUpperCase() + name.slice(1)}</h3>
      <dl className="staff-facts">
        <dt>Tutor</dt>
        <dd>
          <Link href={StaffPaths.tutor(Number(item.Tuid))}>{`${String(item.Name)} (#${String(item.Tuid)})`}</Link>
        </dd>
        {view.details(typed).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <form
        className="staff-decision"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <label htmlFor={textId}>{decisions.textLabel}</label>
        <InputTextarea id={textId} value={text} rows={3} maxLength={500} onChange={(event) => setText(event.target.value)} />
        {failure && <p role="alert">{failure}</p>}
        <div className="staff-toolbar">
          {decisions.actions.map((decision) => (
            <Button
              key={decision.action}
              type="button"
              label={decision.label}
              size="small"
              disabled={busy}
              severity={decision.textRequired ? 'secondary' : undefined}
              onClick={() => actor.send({ type: 'queue.decide', item, action: decision.action, text })}
            />
          ))}
          <Button type="button" text size="small" label="Close" onClick={() => actor.send({ type: 'queue.close' })} />
        </div>
      </form>
    </article>
  );
}

/** The last decision's message and, once read, the audit entry it wrote. */
function DecisionResult({ actor }: { actor: Ref }) {
  const result = useSelector(actor, (s) => s.context.result);
  const entry = useSelector(actor, (s) => s.context.auditEntry);
  if (!result) return null;
  return (
    <div role="status" aria-label="Decision" className="staff-result">
      <p>{result.message}</p>
      {entry && (
        <p>
          {`Audit entry: ${entry.Action} by ${entry.ActorAccount || entry.ActorId} at ${when(entry.CreatedAt)}. `}
          <Link href={`${StaffPaths.auditLog}?tutorId=${result.tutorId}`}>{`Audit log of tutor ${result.tutorId}`}</Link>
        </p>
      )}
    </div>
  );
}
