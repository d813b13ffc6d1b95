import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { createComplaintsLogic } from '../../../actors/complaints.actors';
import { COMPLAINT_CONTENT_MAX, COMPLAINT_PAGE_SIZE, TUTOR_COMPLAINT_TYPES, type ComplaintRecord } from '../../../domain/complaints';
import { appealHref, complaintAppealPreset } from '../../../domain/feedback';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { Field } from '../../components/form-field';
import { ComplaintThread } from './complaint-thread';

type TabActor = ReturnType<typeof useActorRef<ReturnType<typeof createComplaintsLogic>['tab']>>;

/** /complaintList/receivedComplaint: complaints about the tutor's classes, the tutor's own, and a new one. */
export function ReceivedComplaints() {
  const tab = useActorRef(useAreaLogic(createComplaintsLogic).tab);
  useForwardNotices(tab);
  const received = useSelector(tab, (s) => s.context.received);
  const own = useSelector(tab, (s) => s.context.own);
  const pageIndex = useSelector(tab, (s) => s.context.receivedPage);
  const failed = useSelector(tab, (s) => s.matches('failed'));
  const failure = useSelector(tab, (s) => s.context.failure);
  const loading = useSelector(tab, (s) => s.matches('loading'));
  const pages = Math.max(1, Math.ceil(received.Total / COMPLAINT_PAGE_SIZE));
  return (
    <div className="feedback-page">
      {failed && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => tab.send({ type: 'complaints.reload' })} />
        </p>
      )}
      {/* Once for both tables and the replies opened in them. */}
      <ZoneNote />
      <h2>Complaints about my classes</h2>
      <ComplaintTable tab={tab} items={received.Items} label="Complaints about my classes" loading={loading} showCost />
      {pages > 1 && (
        <nav className="feedback-paging" aria-label="Complaint pages">
          <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => tab.send({ type: 'received.page', pageIndex: pageIndex - 1 })} />
          <span>
            {pageIndex} / {pages}
          </span>
          <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => tab.send({ type: 'received.page', pageIndex: pageIndex + 1 })} />
        </nav>
      )}
      <h2>My complaints</h2>
      <ComplaintTable tab={tab} items={own.Items} label="My complaints" loading={loading} showCost={false} />
      <OwnComplaintForm tab={tab} />
    </div>
  );
}

function ComplaintTable({
  tab,
  items,
  label,
  loading,
  showCost,
}: {
  tab: TabActor;
  items: ComplaintRecord[];
  label: string;
  loading: boolean;
  showCost: boolean;
}) {
  const openId = useSelector(tab, (s) => s.context.openId);
  const zone = useProviderZone();
  return (
    <div className="feedback-list" aria-busy={loading}>
      <table>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">From</th>
            <th scope="col">Type</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            {showCost && <th scope="col">Points</th>}
            <th scope="col">Replies</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && !loading && (
            <tr>
              <td colSpan={showCost ? 7 : 6}>None.</td>
            </tr>
          )}
          {items.map((item) => (
            <Fragment key={item.Id}>
              <tr>
                <td>
                  {item.ClassId}
                  <br />
                  <small>
                    {dateTimeIn(item.ClassTime, zone)} · {item.StudentName}
                  </small>
                </td>
                <td>{item.Complainant}</td>
                <td>{item.ComplaintType}</td>
                <td className="feedback-remark">{item.Reason}</td>
                <td>
                  {item.Status === 'withdrawn' ? 'Withdrawn' : 'Standing'}
                  {showCost && item.Status !== 'withdrawn' && (
                    <>
                      <br />
                      <Link href={appealHref(complaintAppealPreset(item.ClassId))} aria-label={`Appeal complaint ${item.Id}`}>
                        Appeal
                      </Link>
                    </>
                  )}
                </td>
                {showCost && <td>{item.TeachingPoints === 0 && item.GrowthValue === 0 ? '—' : `${item.TeachingPoints} TP, ${item.GrowthValue} growth`}</td>}
                <td>
                  <Button
                    text
                    size="small"
                    label={`${openId === item.Id ? 'Hide' : 'Replies'} (${item.ReplyCount})`}
                    aria-label={`Replies to complaint ${item.Id}`}
                    aria-expanded={openId === item.Id}
                    onClick={() => tab.send({ type: 'thread.toggle', id: item.Id })}
                  />
                </td>
              </tr>
              {openId === item.Id && (
                <tr>
                  <td colSpan={showCost ? 7 : 6}>
                    <ComplaintThread complaintId={item.Id} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OwnComplaintForm({ tab }: { tab: TabActor }) {
  const form = useSelector(tab, (s) => s.context.form);
  const formError = useSelector(tab, (s) => s.context.formError);
  const filing = useSelector(tab, (s) => s.matches('filing'));
  return (
    <form
      className="feedback-form feedback-thread"
      aria-label="File a complaint"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        tab.send({ type: 'own.submit' });
      }}
    >
      <h3>File a complaint about a class</h3>
      <Field id="own-class" label="Class ID">
        <input
          id="own-class"
          type="text"
          inputMode="numeric"
          value={form.classId}
          onChange={(e) => tab.send({ type: 'own.edit', field: 'classId', value: e.target.value })}
        />
      </Field>
      <Field id="own-type" label="Complaint type">
        <select id="own-type" value={form.type} onChange={(e) => tab.send({ type: 'own.edit', field: 'type', value: e.target.value })}>
          <option value="" disabled>
            Choose a type
          </option>
          {TUTOR_COMPLAINT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <Field id="own-content" label="What happened">
        <textarea
          id="own-content"
          rows={3}
          maxLength={COMPLAINT_CONTENT_MAX}
          value={form.content}
          onChange={(e) => tab.send({ type: 'own.edit', field: 'content', value: e.target.value })}
        />
      </Field>
      {formError && (
        <small className="p-error" role="alert">
          {formError}
        </small>
      )}
      <div className="feedback-actions">
        <Button type="submit" label="Send complaint" loading={filing} disabled={filing} />
      </div>
    </form>
  );
}
