import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { aiChatMachine } from '../../../machines/ai-chat.machine';

/** The tutor's conversations: open, rename, delete, and start a new one. */
export function ConversationList({ actor }: { actor: ActorRefFrom<typeof aiChatMachine> }) {
  const conversations = useSelector(actor, (s) => s.context.conversations);
  const total = useSelector(actor, (s) => s.context.total);
  const openId = useSelector(actor, (s) => s.context.conversationId);
  const busy = useSelector(actor, (s) => !s.matches('idle') && !s.matches('error'));
  const [renaming, setRenaming] = useState<{ id: number; title: string } | null>(null);
  return (
    <nav className="ai-chat-list" aria-label="Conversations">
      <Button type="button" label="New conversation" icon="pi pi-plus" size="small" disabled={busy} onClick={() => actor.send({ type: 'chat.new' })} />
      <p className="ai-chat-hint">{total === 1 ? '1 conversation' : `${total} conversations`}</p>
      <ul>
        {conversations.map((c) => (
          <li key={c.Id} className={c.Id === openId ? 'ai-chat-open' : undefined}>
            {renaming?.id === c.Id ? (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  actor.send({ type: 'chat.rename', conversationId: c.Id, title: renaming.title });
                  setRenaming(null);
                }}
              >
                <label htmlFor={`ai-title-${c.Id}`}>New title</label>
                <InputText id={`ai-title-${c.Id}`} value={renaming.title} onChange={(e) => setRenaming({ id: c.Id, title: e.target.value })} />
                <Button type="submit" size="small" label="Save title" />
              </form>
            ) : (
              <>
                <button
                  type="button"
                  className="ai-chat-link"
                  disabled={busy}
                  aria-current={c.Id === openId ? 'true' : undefined}
                  onClick={() => actor.send({ type: 'chat.open', conversationId: c.Id })}
                >
                  {c.Title}
                </button>
                <span className="ai-chat-row-actions">
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-pencil"
                    aria-label={`Rename ${c.Title}`}
                    disabled={busy}
                    onClick={() => setRenaming({ id: c.Id, title: c.Title })}
                  />
                  <Button
                    type="button"
                    size="small"
                    text
                    severity="danger"
                    icon="pi pi-trash"
                    aria-label={`Delete ${c.Title}`}
                    disabled={busy}
                    onClick={() => actor.send({ type: 'chat.delete', conversationId: c.Id })}
                  />
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
