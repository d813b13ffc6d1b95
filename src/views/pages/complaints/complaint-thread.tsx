import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { createComplaintsLogic } from '../../../actors/complaints.actors';
import { COMPLAINT_REPLY_MAX } from '../../../domain/complaints';
import { useForwardNotices } from '../../components/use-forward-notices';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';

/** One complaint's replies and the tutor's answer (ComplaintReply, AddComReply). */
export function ComplaintThread({ complaintId }: { complaintId: number }) {
  const thread = useActorRef(useAreaLogic(createComplaintsLogic).thread, { input: { complaintId } });
  useForwardNotices(thread);
  const replies = useSelector(thread, (s) => s.context.replies);
  const draft = useSelector(thread, (s) => s.context.draft);
  const draftError = useSelector(thread, (s) => s.context.draftError);
  const failure = useSelector(thread, (s) => s.context.failure);
  const loading = useSelector(thread, (s) => s.matches('loading'));
  const failed = useSelector(thread, (s) => s.matches('failed'));
  const sending = useSelector(thread, (s) => s.matches('sending'));
  const inputId = `complaint-reply-${complaintId}`;
  // Shown inside the complaint tables, whose page names the zone (no note of its own).
  const zone = useProviderZone();
  return (
    <section className="feedback-thread" aria-label={`Replies to complaint ${complaintId}`} aria-busy={loading}>
      {failed && (
        <p role="alert">
          {failure} <Button text size="small" label="Retry" onClick={() => thread.send({ type: 'thread.retry' })} />
        </p>
      )}
      {!loading && !failed && replies.length === 0 && <p>No replies yet.</p>}
      <ol>
        {replies.map((reply) => (
          <li key={reply.Id} className="feedback-reply" data-from={reply.From}>
            <small>
              {reply.From === 'staff' ? 'Customer service' : 'You'} · {dateTimeIn(reply.CreatedAt, zone)}
            </small>
            {reply.Content}
          </li>
        ))}
      </ol>
      {!failed && (
        <form
          className="feedback-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            thread.send({ type: 'reply.send' });
          }}
        >
          <label htmlFor={inputId}>Your reply</label>
          <textarea
            id={inputId}
            rows={3}
            maxLength={COMPLAINT_REPLY_MAX}
            value={draft}
            onChange={(e) => thread.send({ type: 'reply.draft', text: e.target.value })}
          />
          {draftError && (
            <small className="p-error" role="alert">
              {draftError}
            </small>
          )}
          <div className="feedback-actions">
            <Button type="submit" label="Send reply" loading={sending} disabled={sending || loading} />
          </div>
        </form>
      )}
    </section>
  );
}
