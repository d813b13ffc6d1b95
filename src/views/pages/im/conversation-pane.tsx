import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CallMedia as CallMediaType, ConversationKind, type ImConversation, type ImMessage } from '../../../domain/im';
import type { imComposerMachine } from '../../../machines/im-composer.machine';
import type { imConversationMachine } from '../../../machines/im-conversation.machine';
import type { imGroupAdminMachine } from '../../../machines/im-group-admin.machine';
import { dateTimeIn, timeIn, useProviderZone } from '../../format/when';
import { Composer } from './composer';
import { GroupPanel } from './group-panel';

interface Props {
  conversation: ImConversation;
  myUserId: number;
  conversationRef: ActorRefFrom<typeof imConversationMachine>;
  composerRef: ActorRefFrom<typeof imComposerMachine>;
  groupRef: ActorRefFrom<typeof imGroupAdminMachine> | null;
  onToggleGroup: () => void;
  onCall: (mediaType: number) => void;
}

/** One conversation: its messages (older on demand), the composer, and for a group its panel. */
export function ConversationPane({ conversation, myUserId, conversationRef, composerRef, groupRef, onToggleGroup, onCall }: Props) {
  const messages = useSelector(conversationRef, (snapshot) => snapshot.context.messages);
  const hasOlder = useSelector(conversationRef, (snapshot) => snapshot.context.hasOlder);
  const peerReadId = useSelector(conversationRef, (snapshot) => snapshot.context.peerReadId);
  const loading = useSelector(conversationRef, (snapshot) => snapshot.matches('loading'));
  const error = useSelector(conversationRef, (snapshot) => snapshot.context.error);
  const retractable = useSelector(composerRef, (snapshot) => snapshot.context.retractable);
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const isDirect = conversation.kind === ConversationKind.direct;
  const lastMine = [...messages].reverse().find((message) => message.sender?.userId === myUserId);
  const readsMine = isDirect && lastMine !== undefined && lastMine.id <= peerReadId;

  return (
    <div className="im-conversation-pane">
      <header className="im-pane-header">
        <h2>{conversation.title}</h2>
        <div className="im-pane-actions">
          {isDirect && (
            <>
              <Button type="button" icon="pi pi-phone" rounded text aria-label="Audio call" onClick={() => onCall(CallMediaType.audio)} />
              <Button type="button" icon="pi pi-video" rounded text aria-label="Video call" onClick={() => onCall(CallMediaType.video)} />
            </>
          )}
          {conversation.kind === ConversationKind.group && (
            <Button type="button" icon="pi pi-cog" rounded text aria-label="Group details" aria-pressed={groupRef !== null} onClick={onToggleGroup} />
          )}
        </div>
      </header>
      <div className="im-pane-body">
        <div className="im-messages" role="log" aria-label="Messages" aria-busy={loading}>
          {hasOlder && (
            <button type="button" className="im-older" onClick={() => conversationRef.send({ type: 'conversation.loadOlder' })}>
              Show earlier messages
            </button>
          )}
          {error && (
            <p className="p-error" role="alert">
              {error}
            </p>
          )}
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.sender?.userId === myUserId}
              canRetract={retractable.includes(message.id)}
              onRetract={() => composerRef.send({ type: 'composer.retract', id: message.id })}
            />
          ))}
          {readsMine && <p className="im-read-receipt">Read</p>}
          <div ref={end} />
        </div>
        {groupRef && <GroupPanel groupRef={groupRef} myUserId={myUserId} />}
      </div>
      {conversation.kind !== ConversationKind.reminders && <Composer composerRef={composerRef} />}
    </div>
  );
}

function MessageItem({ message, mine, canRetract, onRetract }: { message: ImMessage; mine: boolean; canRetract: boolean; onRetract: () => void }) {
  // The chat shows the time of day only; its title adds the day and names the zone, as every time a tutor reads does.
  const zone = useProviderZone();
  const time = timeIn(message.createdAt, zone);
  if (message.kind === 'notice' || message.kind === 'call') {
    return <p className="im-notice">{message.retracted ? 'Message withdrawn' : message.text}</p>;
  }
  return (
    <article className={`im-message${mine ? ' is-mine' : ''}`} aria-label={`${mine ? 'You' : (message.sender?.nickname ?? 'Class reminder')} at ${time}`}>
      <header className="im-message-meta">
        <span className="im-sender">{mine ? 'You' : (message.sender?.nickname ?? 'Class reminder')}</span>{' '}
        <time dateTime={message.createdAt} title={`${dateTimeIn(message.createdAt, zone)} (${zone})`}>
          {time}
        </time>
      </header>
      {message.retracted ? (
        <p className="im-withdrawn">{mine ? 'You withdrew a message' : 'Message withdrawn'}</p>
      ) : message.kind === 'image' && message.file ? (
        <img className="im-image" src={message.file.url} alt={message.file.name} width={Math.min(240, message.file.width ?? 240)} />
      ) : message.kind === 'file' && message.file ? (
        <a className="im-file" href={message.file.url} target="_blank" rel="noopener" download={message.file.name}>
          <i className="pi pi-file" aria-hidden="true" /> {message.file.name} ({Math.ceil(message.file.size / 1024)} KB)
        </a>
      ) : (
        <p className="im-text">{message.text}</p>
      )}
      {mine && canRetract && !message.retracted && (
        <button type="button" className="im-retract" onClick={onRetract}>
          Withdraw
        </button>
      )}
    </article>
  );
}
