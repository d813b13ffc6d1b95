import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { LEAVE_TYPES, type LeaveRecord } from '../../../domain/leave';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { createRecordsLogic } from '../../../actors/records.actors';
import { LeaveForm } from './leave-form';
import { LEAVE_RECORD_PATH, LEAVE_REQUEST_PATH, LeaveTabs } from './leave-tabs';
import '../../styles/records.css';

/** /leave/leaveRequest and /leave/leaveRecord; /leave alone opens the request. */
export default function LeavePage() {
  const [path] = useLocation();
  const lower = path.toLowerCase();
  if (lower === LEAVE_RECORD_PATH.toLowerCase())
    return (
      <LeavePageFrame>
        <LeaveRecordView />
      </LeavePageFrame>
    );
  if (lower === LEAVE_REQUEST_PATH.toLowerCase())
    return (
      <LeavePageFrame>
        <LeaveForm leave={null} />
      </LeavePageFrame>
    );
  return <Redirect to={LEAVE_REQUEST_PATH} replace />;
}

function LeavePageFrame({ children }: { children: React.ReactNode }) {
  return (
    <section className="records-page" aria-labelledby="leave-title">
      <h1 id="leave-title">Leave</h1>
      <LeaveTabs />
      {children}
    </section>
  );
}

const typeLabel = (value: number) => LEAVE_TYPES.find((type) => type.value === value)?.label ?? String(value);

function LeaveRecordView() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).leaveRecord);
  useForwardNotices(actor);
  const page = useSelector(actor, (s) => s.context.page);
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('undoing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const [editing, setEditing] = useState<LeaveRecord | null>(null);
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const zone = useProviderZone();

  return (
    <div aria-busy={loading}>
      {failed && <Button label="Try again" text onClick={() => actor.send({ type: 'leave.reload' })} />}
      {!loading && !failed && page.items.length === 0 && <p>No leave requested yet.</p>}
      {page.items.length > 0 && <ZoneNote />}
      <table className="p-datatable-table records-table" aria-label="Leave record">
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Type</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((leave) => (
            <tr key={leave.id}>
              <td>
                {dateTimeIn(leave.startAt, zone)} – {dateTimeIn(leave.endAt, zone)}
              </td>
              <td>{typeLabel(leave.leaveType)}</td>
              <td>{leave.reason}</td>
              <td>
                <span className="records-status">{leave.statusText}</span>
                {leave.reviewReason && (
                  <div>
                    <small>{leave.reviewReason}</small>
                  </div>
                )}
              </td>
              <td className="records-actions">
                {leave.canEdit && <Button label="Edit" size="small" text aria-label={`Edit leave ${leave.id}`} onClick={() => setEditing(leave)} />}
                {leave.canUndo && (
                  <Button
                    label="Undo"
                    size="small"
                    text
                    severity="danger"
                    aria-label={`Undo leave ${leave.id}`}
                    disabled={loading}
                    onClick={() => actor.send({ type: 'leave.undo', id: leave.id })}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="records-actions" aria-label="Pages">
          <Button
            label="Previous"
            text
            disabled={page.pageIndex <= 1 || loading}
            onClick={() => actor.send({ type: 'leave.page', pageIndex: page.pageIndex - 1 })}
          />
          <span>
            Page {page.pageIndex} of {pages}
          </span>
          <Button
            label="Next"
            text
            disabled={page.pageIndex >= pages || loading}
            onClick={() => actor.send({ type: 'leave.page', pageIndex: page.pageIndex + 1 })}
          />
        </nav>
      )}
      <Dialog header="Edit leave" visible={editing !== null} onHide={() => setEditing(null)} style={{ width: '700px', maxWidth: '95vw' }}>
        {editing && (
          <LeaveForm
            leave={editing}
            idPrefix="edit-leave"
            onSaved={() => {
              setEditing(null);
              actor.send({ type: 'leave.reload' });
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
