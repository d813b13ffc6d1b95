import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { useAreaLogic } from '../../page-logic-context';
import { createClassTableLogic } from '../../../actors/class-table.actors';

/** The secret calendar feed address with Copy and Reset (a reset makes the old address stop working). */
export function CalendarFeedPanel() {
  const feed = useActorRef(useAreaLogic(createClassTableLogic).feed);
  const url = useSelector(feed, (s) => s.context.url);
  const notice = useSelector(feed, (s) => s.context.notice);
  const error = useSelector(feed, (s) => s.context.error);
  const busy = useSelector(feed, (s) => !s.matches('ready') && !s.matches('failed'));
  const failed = useSelector(feed, (s) => s.matches('failed'));
  const id = useId();
  return (
    <section className="class-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="class-feed-title">
        Calendar feed
      </h2>
      <p className="class-feed-hint">
        Subscribe to this address in your calendar app to see your classes there. Keep it private: anyone with it can read your schedule.
      </p>
      <div className="class-feed-row">
        <label htmlFor={id} className="sr-only">
          Calendar feed address
        </label>
        <input id={id} className="class-feed-url p-inputtext" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" label="Copy link" icon="pi pi-copy" disabled={!url || busy} onClick={() => feed.send({ type: 'feed.copy' })} />
        <Button
          type="button"
          label="Reset link"
          icon="pi pi-refresh"
          severity="secondary"
          outlined
          disabled={!url || busy}
          onClick={() => feed.send({ type: 'feed.reset' })}
        />
      </div>
      <p className="class-feed-status" role="status">
        {notice}
      </p>
      {(error || failed) && (
        <p className="p-error" role="alert">
          {error} {failed && <Button type="button" link label="Retry" onClick={() => feed.send({ type: 'feed.retry' })} />}
        </p>
      )}
    </section>
  );
}
