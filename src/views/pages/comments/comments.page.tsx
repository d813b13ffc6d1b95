import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import { createCommentsLogic } from '../../../actors/comments.actors';
import { COMMENT_LEVEL_TEXT, COMMENT_PAGE_SIZE } from '../../../domain/comments';
import { ZoneNote } from '../../components/zone-note';
import { dateTimeIn, useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/feedback.css';

const TABS = [
  { tab: 'commentDetails', label: 'Comment details' },
  { tab: 'labelImpression', label: 'Label impression' },
] as const;

/** /comments with commentDetails (default) and labelImpression (growth-account.md §2); hidden when disableComment. */
export default function CommentsPage() {
  const [path] = useLocation();
  const tab = path.split('/').filter(Boolean)[1]?.toLowerCase() === 'labelimpression' ? 'labelImpression' : 'commentDetails';
  const page = useActorRef(useAreaLogic(createCommentsLogic));
  const comments = useSelector(page, (s) => s.context.comments);
  const view = useSelector(page, (s) => s.context.view);
  const filter = useSelector(page, (s) => s.context.filter);
  const pageIndex = useSelector(page, (s) => s.context.pageIndex);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const failure = useSelector(page, (s) => (s.matches('failed') ? s.context.failure : ''));
  const pages = Math.max(1, Math.ceil(comments.Total / COMMENT_PAGE_SIZE));
  const zone = useProviderZone();

  if (comments.Disabled) {
    return (
      <section className="feedback-page" aria-labelledby="comments-title">
        <h1 id="comments-title">Student Comment</h1>
        <p>Student comments are not shown for your account.</p>
      </section>
    );
  }
  return (
    <section className="feedback-page" aria-labelledby="comments-title">
      <h1 id="comments-title">Student Comment</h1>
      <nav className="voices-tabs" aria-label="Comment sections">
        {TABS.map((item) => (
          <Link key={item.tab} href={`/comments/${item.tab}`} className="voices-tab" aria-current={item.tab === tab ? 'page' : undefined}>
            {item.label}
          </Link>
        ))}
      </nav>
      {failure && (
        <p role="alert">
          {failure} <Button text size="small" label="Load again" onClick={() => page.send({ type: 'comments.reload' })} />
        </p>
      )}
      <div className="feedback-toolbar">
        <label>
          Level
          <select aria-label="Level" value={filter.level} onChange={(e) => page.send({ type: 'comments.level', level: Number(e.target.value) })}>
            {Object.entries(COMMENT_LEVEL_TEXT).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {view && (
          <p className="feedback-quota">
            {view.Total} comments · {view.Good} good · {view.Average} average · {view.Poor} poor
          </p>
        )}
      </div>
      {tab === 'labelImpression' && view && (
        <ul className="voices-labels" aria-label="Labels">
          {view.Labels.map((label) => (
            <li key={label.Label}>
              <Button
                size="small"
                outlined={filter.label !== label.Label}
                label={`${label.Label} (${label.Count})`}
                aria-pressed={filter.label === label.Label}
                onClick={() => page.send({ type: 'comments.label', label: filter.label === label.Label ? null : label.Label })}
              />
            </li>
          ))}
        </ul>
      )}
      {(tab === 'commentDetails' || filter.label) && <ZoneNote />}
      {(tab === 'commentDetails' || filter.label) && (
        <div className="feedback-list" aria-busy={loading}>
          <table>
            <caption className="sr-only">{filter.label ? `Comments labelled ${filter.label}` : 'Student comments'}</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Student</th>
                <th scope="col">Level</th>
                <th scope="col">Comment</th>
                <th scope="col">Labels</th>
              </tr>
            </thead>
            <tbody>
              {comments.Items.length === 0 && !loading && (
                <tr>
                  <td colSpan={5}>No comments.</td>
                </tr>
              )}
              {comments.Items.map((c) => (
                <tr key={c.Id}>
                  <td>
                    {c.ClassId}
                    <br />
                    <small>{dateTimeIn(c.ClassTime, zone)}</small>
                  </td>
                  <td>{c.StudentName}</td>
                  <td>
                    {COMMENT_LEVEL_TEXT[c.Level]} ({c.Stars}★)
                  </td>
                  <td className="feedback-remark">{c.Content}</td>
                  <td>{c.Labels.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(tab === 'commentDetails' || filter.label) && pages > 1 && (
        <nav className="feedback-paging" aria-label="Comment pages">
          <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => page.send({ type: 'comments.page', pageIndex: pageIndex - 1 })} />
          <span>
            {pageIndex} / {pages}
          </span>
          <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => page.send({ type: 'comments.page', pageIndex: pageIndex + 1 })} />
        </nav>
      )}
    </section>
  );
}
