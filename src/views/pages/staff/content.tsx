import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffContentLogic } from '../../../actors/staff-console.actors';
import { LAYOUT_NOTICE_KINDS, type LayoutNoticeKind } from '../../../domain/layout-notices';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import {
  CONTENT_BODY_MAX_LENGTH,
  CONTENT_KINDS,
  CONTENT_KIND_LABELS,
  CONTENT_TITLE_MAX_LENGTH,
  ContentKind,
  emptyContentDraft,
  type ContentDraft,
} from '../../../domain/staff-content';
import type { ContentListItem, staffContentMachine } from '../../../machines/staff-content.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';

type ContentRef = ActorRefFrom<typeof staffContentMachine>;

const SINGULAR: Readonly<Record<ContentKind, string>> = { bulletin: 'bulletin', banner: 'banner', notice: 'layout notice' };
const NOTICE_LABELS: Readonly<Record<LayoutNoticeKind, string>> = { holiday: 'Holiday greeting', poster: 'App poster', transfer: 'Transfer notice' };

/** An ISO instant as the value of a datetime-local input (the browser's time), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value === '' ? '' : new Date(value).toISOString());
/** A window's end as the list shows it: instants in the browser's time (as the form takes them), days as they are. */
const shown = (value: string | null) => (value ? (value.includes('T') ? toLocalInput(value).replace('T', ' ') : value) : 'no end');

function draftOf(item: ContentListItem): ContentDraft {
  const { Running: _running, ...draft } = item;
  return { ...draft, Id: item.Id };
}

/** /staff/content: what tutors read — bulletins, home banners and layout notices, each with its window. */
export function ContentView() {
  const content = useActorRef(useAreaLogic(createStaffContentLogic));
  const kind = useSelector(content, (s) => s.context.kind);
  const page = useSelector(content, (s) => s.context.page);
  const pageIndex = useSelector(content, (s) => s.context.pageIndex);
  const notice = useSelector(content, (s) => s.context.notice);
  const failure = useSelector(content, (s) => s.context.failure);
  const loadFailed = useSelector(content, (s) => s.matches('failed'));
  const busy = useSelector(content, (s) => s.hasTag('status:busy'));
  const [editing, setEditing] = useState<ContentDraft | null>(null);
  return (
    <section aria-labelledby="content-title" aria-busy={busy}>
      <h1 id="content-title">Content</h1>
      <div role="group" aria-label="Content kind" className="staff-tabs">
        {CONTENT_KINDS.map((each) => (
          <Button
            key={each}
            size="small"
            outlined={each !== kind}
            label={CONTENT_KIND_LABELS[each]}
            aria-pressed={each === kind}
            onClick={() => {
              setEditing(null);
              content.send({ type: 'content.kind', kind: each });
            }}
          />
        ))}
      </div>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => content.send({ type: 'content.retry' })} />}
        </p>
      )}
      <ContentForm key={`${kind}-${editing?.Id ?? 'new'}`} content={content} kind={kind} editing={editing} busy={busy} onDone={() => setEditing(null)} />
      {page && (
        <>
          <table className="staff-table" aria-label={CONTENT_KIND_LABELS[kind]}>
            <thead>
              <tr>
                <th>Title</th>
                <th>From</th>
                <th>Until</th>
                <th>Now</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {page.Items.map((item) => (
                <ContentRow key={item.Id} item={item} content={content} busy={busy} onEdit={() => setEditing(draftOf(item))} />
              ))}
              {page.Items.length === 0 && (
                <tr>
                  <td colSpan={5}>Nothing here yet.</td>
                </tr>
              )}
            </tbody>
          </table>
          <ListPaging
            pageIndex={pageIndex}
            total={page.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(next) => content.send({ type: 'content.page', pageIndex: next })}
          />
        </>
      )}
    </section>
  );
}

function ContentRow({ item, content, busy, onEdit }: { item: ContentListItem; content: ContentRef; busy: boolean; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const status = item.Running ? 'Running' : item.Kind === ContentKind.notice && !item.Active ? 'Switched off' : 'Not running';
  return (
    <tr>
      <td>
        {item.Title}
        {item.NoticeKind && <small> · {NOTICE_LABELS[item.NoticeKind]}</small>}
      </td>
      <td>{shown(item.StartsAt)}</td>
      <td>{shown(item.EndsAt)}</td>
      <td>{status}</td>
      <td>
        {confirming ? (
          <span role="group" aria-label={`Delete ${item.Title}?`}>
            Delete it?{' '}
            <Button
              text
              size="small"
              severity="danger"
              label="Yes, delete"
              disabled={busy}
              onClick={() => content.send({ type: 'content.delete', id: item.Id })}
            />
            <Button text size="small" label="Keep it" onClick={() => setConfirming(false)} />
          </span>
        ) : (
          <>
            <Button text size="small" label="Edit" aria-label={`Edit ${item.Title}`} onClick={onEdit} />
            <Button text size="small" label="Delete" aria-label={`Delete ${item.Title}`} onClick={() => setConfirming(true)} />
          </>
        )}
      </td>
    </tr>
  );
}

function ContentForm({
  content,
  kind,
  editing,
  busy,
  onDone,
}: {
  content: ContentRef;
  kind: ContentKind;
  editing: ContentDraft | null;
  busy: boolean;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<ContentDraft>(editing ?? emptyContentDraft(kind));
  // A save that went through clears the form (and ends an edit).
  useEffect(() => {
    const subscription = content.on('content.saved', () => {
      setDraft(emptyContentDraft(kind));
      onDone();
    });
    return () => subscription.unsubscribe();
  }, [content, kind, onDone]);
  const notice = kind === ContentKind.notice;
  const set = (patch: Partial<ContentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    content.send({ type: 'content.save', draft });
  };
  const label = editing ? `Edit ${SINGULAR[kind]}` : `New ${SINGULAR[kind]}`;
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <label>
        Title
        <input value={draft.Title} maxLength={CONTENT_TITLE_MAX_LENGTH} onChange={(e) => set({ Title: e.target.value })} />
      </label>
      <label>
        {kind === ContentKind.banner ? 'Subtitle' : 'Text'}
        <textarea value={draft.Body} maxLength={CONTENT_BODY_MAX_LENGTH} rows={3} onChange={(e) => set({ Body: e.target.value })} />
      </label>
      {kind !== ContentKind.bulletin && (
        <>
          <label>
            Picture address
            <input value={draft.ImageUrl} placeholder="https://… or /images/…" onChange={(e) => set({ ImageUrl: e.target.value })} />
          </label>
          <label>
            Link
            <input value={draft.LinkUrl} placeholder="https://… or /trainingCenter" onChange={(e) => set({ LinkUrl: e.target.value })} />
          </label>
        </>
      )}
      {notice ? (
        <>
          <label>
            Notice
            <select value={draft.NoticeKind ?? 'holiday'} onChange={(e) => set({ NoticeKind: e.target.value as LayoutNoticeKind })}>
              {LAYOUT_NOTICE_KINDS.map((each) => (
                <option key={each} value={each}>
                  {NOTICE_LABELS[each]}
                </option>
              ))}
            </select>
          </label>
          <label>
            First day
            <input type="date" value={draft.StartsAt} onChange={(e) => set({ StartsAt: e.target.value })} />
          </label>
          <label>
            Last day
            <input type="date" value={draft.EndsAt ?? ''} onChange={(e) => set({ EndsAt: e.target.value })} />
          </label>
          <label>
            Tutor group (empty: every tutor)
            <input value={draft.TutorGroup ?? ''} onChange={(e) => set({ TutorGroup: e.target.value })} />
          </label>
          <label className="staff-check">
            <input type="checkbox" checked={draft.Active} onChange={(e) => set({ Active: e.target.checked })} />
            Shown
          </label>
        </>
      ) : (
        <>
          <label>
            From (your time)
            <input type="datetime-local" value={toLocalInput(draft.StartsAt)} onChange={(e) => set({ StartsAt: fromLocalInput(e.target.value) })} />
          </label>
          <label>
            Until (empty: no end)
            <input type="datetime-local" value={toLocalInput(draft.EndsAt)} onChange={(e) => set({ EndsAt: fromLocalInput(e.target.value) || null })} />
          </label>
        </>
      )}
      {kind === ContentKind.banner && (
        <label>
          Board order
          <input type="number" value={draft.SortOrder} min={-1000} max={1000} onChange={(e) => set({ SortOrder: Number(e.target.value) || 0 })} />
        </label>
      )}
      <div className="staff-form-actions">
        <Button type="submit" size="small" label={editing ? 'Save' : 'Publish'} disabled={busy} />
        {editing && <Button type="button" text size="small" label="Cancel" onClick={onDone} />}
      </div>
    </form>
  );
}
