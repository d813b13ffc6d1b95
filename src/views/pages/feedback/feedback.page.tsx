import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { createFeedbackLogic } from '../../../actors/feedback.actors';
import {
  appealPresetFromSearch,
  type AppealPreset,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUS_TEXT,
  FEEDBACK_TYPES,
} from '../../../domain/feedback';
import { useForwardNotices } from '../../components/use-forward-notices';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/feedback.css';

const FeedbackDialog = lazy(() => import('./feedback-dialog'));

/** /myFeedback (growth-account.md §2, §7): the tutor's feedback and appeals, their replies, new and edit. */
export default function FeedbackPage() {
  const page = useActorRef(useAreaLogic(createFeedbackLogic).page);
  useForwardNotices(page);
  const list = useSelector(page, (s) => s.context.page);
  const pageIndex = useSelector(page, (s) => s.context.pageIndex);
  const filter = useSelector(page, (s) => s.context.filter);
  const loading = useSelector(page, (s) => s.matches({ list: 'loading' }));
  const failed = useSelector(page, (s) => s.matches({ list: 'failed' }));
  const failure = useSelector(page, (s) => s.context.failure);
  const threadId = useSelector(page, (s) => s.context.threadId);
  // An appeal opened from its penalty (appealHref) starts the dialog with it; the address is then cleared so a reload does not reopen it.
  const search = useSearch();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState<{ id: number | null; preset?: AppealPreset | null } | null>(() => {
    const preset = appealPresetFromSearch(search);
    return preset ? { id: null, preset } : null;
  });
  useEffect(() => {
    if (appealPresetFromSearch(search)) navigate('/myFeedback', { replace: true });
  }, [search, navigate]);
  const pages = Math.max(1, Math.ceil(list.Total / FEEDBACK_PAGE_SIZE));
  const zone = useProviderZone();

  return (
    <section className="feedback-page" aria-labelledby="feedback-title">
      <h1 id="feedback-title">My Feedback</h1>
      <div className="feedback-toolbar">
        <Button label="New feedback" icon="pi pi-plus" onClick={() => setEditing({ id: null })} />
        <label>
          Type
          <select
            aria-label="Filter by type"
            value={filter.type ?? ''}
            onChange={(e) => page.send({ type: 'list.filter', filter: { ...filter, type: e.target.value === '' ? null : Number(e.target.value) } })}
          >
            <option value="">All types</option>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t.Id} value={t.Id}>
                {t.Name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            aria-label="Filter by status"
            value={filter.status ?? ''}
            onChange={(e) => page.send({ type: 'list.filter', filter: { ...filter, status: e.target.value === '' ? null : Number(e.target.value) } })}
          >
            <option value="">All</option>
            {Object.entries(FEEDBACK_STATUS_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => page.send({ type: 'list.reload' })} />
        </p>
      )}
      {/* Names the zone of the list's and the open thread's times. */}
      <ZoneNote />
      <div className="feedback-list" aria-busy={loading}>
        <table>
          <caption className="sr-only">Your feedback</caption>
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Type</th>
              <th scope="col">Class ID</th>
              <th scope="col">Content</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.Items.length === 0 && !loading && (
              <tr>
                <td colSpan={6}>No feedback yet.</td>
              </tr>
            )}
            {list.Items.map((item) => (
              <tr key={item.ID} aria-current={item.ID === threadId ? 'true' : undefined}>
                <td>{dateTimeIn(item.CreatedAt, zone)}</td>
                <td>
                  {item.TypeName}
                  {item.Respondents && <small> · {item.Respondents}</small>}
                </td>
                <td>{item.Clid ?? ''}</td>
                <td className="feedback-remark">{item.Remark}</td>
                <td>
                  {item.StatusText}
                  {item.HasUnreadReply && (
                    <span className="feedback-unread" title="New reply">
                      <span className="sr-only">, new reply</span>
                    </span>
                  )}
                </td>
                <td>
                  <Button
                    text
                    size="small"
                    label="Replies"
                    aria-label={`Replies to feedback ${item.ID}`}
                    onClick={() => page.send({ type: 'thread.open', id: item.ID })}
                  />
                  {item.CanEdit && (
                    <Button text size="small" label="Edit" aria-label={`Edit feedback ${item.ID}`} onClick={() => setEditing({ id: item.ID })} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="feedback-paging" aria-label="Feedback pages">
          <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => page.send({ type: 'list.page', pageIndex: pageIndex - 1 })} />
          <span>
            {pageIndex} / {pages}
          </span>
          <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => page.send({ type: 'list.page', pageIndex: pageIndex + 1 })} />
        </nav>
      )}
      {threadId !== null && <Thread page={page} />}
      {editing && (
        <Suspense fallback={null}>
          <FeedbackDialog id={editing.id} preset={editing.preset ?? null} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </section>
  );
}

type PageActor = ReturnType<typeof useActorRef<ReturnType<typeof createFeedbackLogic>['page']>>;

/** One feedback's replies, oldest first, and the tutor's answer. */
function Thread({ page }: { page: PageActor }) {
  const threadId = useSelector(page, (s) => s.context.threadId);
  const replies = useSelector(page, (s) => s.context.replies);
  const draft = useSelector(page, (s) => s.context.draft);
  const draftError = useSelector(page, (s) => s.context.draftError);
  const loading = useSelector(page, (s) => s.matches({ thread: 'loading' }));
  const sending = useSelector(page, (s) => s.matches({ thread: 'sending' }));
  const zone = useProviderZone();
  return (
    <section className="feedback-thread" aria-label={`Replies to feedback ${threadId}`} aria-busy={loading}>
      <h2>Replies</h2>
      {!loading && replies.length === 0 && <p>No replies yet.</p>}
      <ol>
        {replies.map((reply) => (
          <li key={reply.Id} className="feedback-reply" data-from={reply.From}>
            <small>
              {reply.From === 'staff' ? 'Support' : 'You'} · {dateTimeIn(reply.CreatedAt, zone)}
            </small>
            {reply.Remark}
          </li>
        ))}
      </ol>
      <form
        className="feedback-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          page.send({ type: 'thread.send' });
        }}
      >
        <label htmlFor="feedback-reply">Your reply</label>
        <textarea
          id="feedback-reply"
          rows={3}
          maxLength={FEEDBACK_REPLY_MAX}
          value={draft}
          onChange={(e) => page.send({ type: 'thread.draft', text: e.target.value })}
        />
        {draftError && (
          <small className="p-error" role="alert">
            {draftError}
          </small>
        )}
        <div className="feedback-actions">
          <Button type="button" label="Close" outlined onClick={() => page.send({ type: 'thread.close' })} />
          <Button type="submit" label="Send reply" loading={sending} disabled={sending} />
        </div>
      </form>
    </section>
  );
}
