import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ConversationKind, type ImConversation } from '../../../domain/im';
import { unreadBadgeText } from '../../../domain/message-kinds';
import { createImLogic } from '../../../actors/im-chat.actors';
import { useAreaLogic } from '../../page-logic-context';
import { CallWindow } from './call-window';
import { ConversationPane } from './conversation-pane';
import { useAnswerFromLink } from './use-answer-from-link';
import '../../styles/im.css';

/** The chat (issue 19): conversations and contacts on the left, the open conversation on the right. */
export default function ImPage() {
  const { chat, media } = useAreaLogic(createImLogic);
  const actor = useActorRef(chat);
  const conversations = useSelector(actor, (snapshot) => snapshot.context.conversations);
  const contacts = useSelector(actor, (snapshot) => snapshot.context.contacts);
  const selectedId = useSelector(actor, (snapshot) => snapshot.context.selectedId);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const connecting = useSelector(actor, (snapshot) => snapshot.matches('connecting'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const me = useSelector(actor, (snapshot) => snapshot.context.me);
  const conversationRef = useSelector(actor, (snapshot) => snapshot.context.conversationRef);
  const composerRef = useSelector(actor, (snapshot) => snapshot.context.composerRef);
  const groupRef = useSelector(actor, (snapshot) => snapshot.context.groupRef);
  const callRef = useSelector(actor, (snapshot) => snapshot.children.call);
  useAnswerFromLink(callRef);
  const selected = conversations.find((item) => item.id === selectedId) ?? null;
  const directPeers = new Set(conversations.flatMap((item) => (item.peer ? [item.peer.userId] : [])));
  const newContacts = contacts.filter((person) => !directPeers.has(person.userId));

  return (
    <section className="im-page" aria-labelledby="im-title">
      <aside className="im-sidebar">
        <h1 id="im-title">Chat</h1>
        {connecting && (
          <p className="im-status" role="status">
            Connecting…
          </p>
        )}
        {error && (
          <p className="p-error" role="alert">
            {error}
          </p>
        )}
        {failed && <Button label="Try again" onClick={() => actor.send({ type: 'chat.retry' })} />}
        <nav aria-label="Conversations">
          <ul className="im-conversations">
            {conversations.map((item) => (
              <li key={item.id}>
                <ConversationButton
                  item={item}
                  selected={item.id === selectedId}
                  onSelect={() => actor.send({ type: 'chat.select', conversationId: item.id })}
                />
              </li>
            ))}
          </ul>
        </nav>
        {newContacts.length > 0 && (
          <nav aria-label="Start a chat">
            <h2>Start a chat</h2>
            <ul className="im-contacts">
              {newContacts.map((person) => (
                <li key={person.userId}>
                  <button type="button" className="im-contact" onClick={() => actor.send({ type: 'chat.openDirect', userId: person.userId })}>
                    <i className="pi pi-user" aria-hidden="true" /> {person.nickname}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </aside>
      <div className="im-main">
        {selected && conversationRef && composerRef && me ? (
          <ConversationPane
            key={selected.id}
            conversation={selected}
            myUserId={me.userId}
            conversationRef={conversationRef}
            composerRef={composerRef}
            groupRef={groupRef}
            onToggleGroup={() => actor.send({ type: 'chat.toggleGroup' })}
            onCall={(mediaType) => callRef?.send({ type: 'call.start', conversationId: selected.id, mediaType, peerName: selected.title })}
          />
        ) : (
          <p className="im-empty">Choose a conversation.</p>
        )}
      </div>
      {callRef && <CallWindow callRef={callRef} media={media} />}
    </section>
  );
}

function ConversationButton({ item, selected, onSelect }: { item: ImConversation; selected: boolean; onSelect: () => void }) {
  const badge = unreadBadgeText(item.unread);
  const icon = item.kind === ConversationKind.group ? 'pi pi-users' : item.kind === ConversationKind.reminders ? 'pi pi-bell' : 'pi pi-user';
  const last = item.lastMessage;
  const preview = !last ? '' : last.retracted ? 'Message withdrawn' : last.kind === 'image' ? '[Image]' : last.kind === 'file' ? '[File]' : last.text;
  return (
    <button type="button" className={`im-conversation${selected ? ' is-selected' : ''}`} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
      <i className={icon} aria-hidden="true" />
      <span className="im-conversation-text">
        <span className="im-conversation-title">{item.title}</span>
        <span className="im-conversation-preview">{preview}</span>
      </span>
      {badge && (
        <span className="im-badge">
          {badge}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </button>
  );
}
