import { createMessageCenterLogic } from '../../../actors/message-center.actors';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Link, useLocation } from 'wouter';
import '../../styles/message.css';
import { ZoneNote } from '../../components/zone-note';
import { useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { KIND_LABELS, messageTime } from './message-labels';
import { ReminderFields } from './reminder-fields';

/** /messageView/{id} (remind: a reminder with its fields; other: any message). Opening it marks it read. */
export default function MessageViewPage() {
  const [path] = useLocation();
  const [, , id, child] = path.split('/');
  return <MessageView key={path} id={Number(id)} reminder={child?.toLowerCase() === 'remind'} />;
}

function MessageView({ id, reminder }: { id: number; reminder: boolean }) {
  const messages = useAreaLogic(createMessageCenterLogic);
  const view = useActorRef(messages.view, { input: { id, reminder } });
  const message = useSelector(view, (snapshot) => snapshot.context.message);
  const loadError = useSelector(view, (snapshot) => snapshot.context.loadError);
  const zone = useProviderZone();
  return (
    <article className="message-view" aria-busy={message === null && !loadError}>
      <Link href={reminder ? '/message/remind' : '/message'}>
        <i className="pi pi-arrow-left" aria-hidden="true" /> Back to messages
      </Link>
      {loadError && (
        <div className="message-empty" role="alert">
          <p>{loadError}</p>
          <Button label="Try again" icon="pi pi-refresh" onClick={() => view.send({ type: 'view.reload' })} />
        </div>
      )}
      {message && (
        <>
          <h1>{message.title}</h1>
          <div className="message-item-meta">
            {KIND_LABELS[message.kind] ?? message.kind} · {messageTime(message.createTime, zone)}
          </div>
          <ZoneNote />
          {message.content && <p className="message-item-content">{message.content}</p>}
          {message.reminderType && <ReminderFields reminderType={message.reminderType} fields={message.reminder} />}
        </>
      )}
    </article>
  );
}
