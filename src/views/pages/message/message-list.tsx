import { createMessageCenterLogic } from '../../../actors/message-center.actors';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Paginator } from 'primereact/paginator';
import { Tag } from 'primereact/tag';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { MessageKind, NoticeStatus, unreadBadgeText } from '../../../domain/message-kinds';
import { MESSAGE_PAGE_SIZES, type MessageRecord } from '../../../domain/message-records';
import { Messages } from '../../../domain/messages';
import type { MessageListMachine } from '../../../machines/message-list.machine';
import { ZoneNote } from '../../components/zone-note';
import { useProviderZone } from '../../format/when';
import { useAreaLogic } from '../../page-logic-context';
import { SessionContext } from '../../session-context';
import { KIND_LABELS, MESSAGE_TABS, messageTime, messageViewPath, NOTICE_STATUS_LABELS, type MessageTab } from './message-labels';
import { ReminderFields } from './reminder-fields';
import { useMessageChanges } from './use-message-changes';

type ListRef = ActorRefFrom<MessageListMachine>;

/** One tab of the message center: its tabs bar with the unread totals, search, read state, the page and paging. */
export function MessageList({ tab }: { tab: MessageTab }) {
  const messages = useAreaLogic(createMessageCenterLogic);
  const list = useActorRef(messages.list, { input: { category: tab.category } });
  useMessageChanges(() => list.send({ type: 'list.refresh' }));
  return (
    <>
      <Tabs list={list} current={tab} />
      <Toolbar list={list} />
      <Items list={list} />
    </>
  );
}

function Tabs({ list, current }: { list: ListRef; current: MessageTab }) {
  const totals = useSelector(list, (snapshot) => snapshot.context.totals);
  return (
    <nav className="message-tabs" aria-label="Message tabs">
      {MESSAGE_TABS.map((tab) => {
        const count = tab.total && totals ? totals[tab.total] : 0;
        return (
          <Link key={tab.slug} href={`/message/${tab.slug}`} className="message-tab" aria-current={tab.slug === current.slug ? 'page' : undefined}>
            {tab.label}
            {count > 0 && (
              <>
                {' '}
                <span className="message-tab-count">
                  {unreadBadgeText(count)} <span className="sr-only">unread</span>
                </span>
              </>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

function Toolbar({ list }: { list: ListRef }) {
  const [key, setKey] = useState('');
  const searchId = useId();
  const selected = useSelector(list, (snapshot) => snapshot.context.selected.length);
  const total = useSelector(list, (snapshot) => snapshot.context.total);
  const busy = useSelector(list, (snapshot) => snapshot.hasTag('status:busy'));
  return (
    <div className="message-toolbar">
      <form
        className="message-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          list.send({ type: 'list.search', key });
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search messages
        </label>
        <InputText id={searchId} value={key} placeholder="Search title or content" onChange={(event) => setKey(event.target.value)} />
        <Button type="submit" label="Search" icon="pi pi-search" outlined />
      </form>
      <Button
        label={selected > 0 ? `Mark ${selected} as read` : 'Mark selected as read'}
        icon="pi pi-check-square"
        outlined
        disabled={selected === 0 || busy}
        onClick={() => list.send({ type: 'list.readSelected' })}
      />
      <Button label="Mark all as read" icon="pi pi-check-circle" text disabled={total === 0 || busy} onClick={() => list.send({ type: 'list.readAll' })} />
    </div>
  );
}

function Items({ list }: { list: ListRef }) {
  const items = useSelector(list, (snapshot) => snapshot.context.items);
  const selected = useSelector(list, (snapshot) => snapshot.context.selected);
  const page = useSelector(list, (snapshot) => snapshot.context.page);
  const size = useSelector(list, (snapshot) => snapshot.context.size);
  const total = useSelector(list, (snapshot) => snapshot.context.total);
  const loaded = useSelector(list, (snapshot) => snapshot.context.totals !== null);
  const loadError = useSelector(list, (snapshot) => snapshot.context.loadError);
  const toggle = (mid: number, on: boolean) => list.send({ type: 'list.select', mids: on ? [...selected, mid] : selected.filter((other) => other !== mid) });
  if (loadError) {
    return (
      <div className="message-empty" role="alert">
        <p>{loadError}</p>
        <Button label="Try again" icon="pi pi-refresh" onClick={() => list.send({ type: 'list.refresh' })} />
      </div>
    );
  }
  if (loaded && items.length === 0) return <p className="message-empty">{Messages.messageListEmpty}</p>;
  return (
    <>
      <ZoneNote />
      <ul className="message-list" aria-label="Messages" aria-busy={!loaded}>
        {items.map((message) => (
          <MessageItem key={message.mid} message={message} selected={selected.includes(message.mid)} onToggle={(on) => toggle(message.mid, on)} />
        ))}
      </ul>
      {total > size && (
        <Paginator
          first={(page - 1) * size}
          rows={size}
          totalRecords={total}
          rowsPerPageOptions={[...MESSAGE_PAGE_SIZES]}
          onPageChange={(event) => list.send({ type: 'list.page', page: event.page + 1, size: event.rows })}
        />
      )}
    </>
  );
}

function MessageItem({ message, selected, onToggle }: { message: MessageRecord; selected: boolean; onToggle: (on: boolean) => void }) {
  const session = SessionContext.useActorRef();
  const checkboxId = useId();
  const status = message.kind === MessageKind.classNotice ? NOTICE_STATUS_LABELS[message.noticeStatus] : undefined;
  const dialogMessage = { mid: message.mid, title: message.title, content: message.content };
  const zone = useProviderZone();
  return (
    <li className={`message-item${message.isRead ? '' : ' message-item-unread'}`} aria-label={message.title}>
      {!message.isRead && (
        <>
          <Checkbox inputId={checkboxId} checked={selected} onChange={(event) => onToggle(event.checked === true)} />
          <label htmlFor={checkboxId} className="sr-only">
            Select {message.title}
          </label>
        </>
      )}
      <div className="message-item-body">
        <h2 className="message-item-title">
          <Link href={messageViewPath(message.mid, message.kind)}>{message.title}</Link>
          {!message.isRead && <Tag value="Unread" severity="info" />}
          {status && <Tag value={status.text} severity={status.severity} />}
        </h2>
        <div className="message-item-meta">
          {KIND_LABELS[message.kind] ?? message.kind} · {messageTime(message.createTime, zone)}
        </div>
        {message.content && <p className="message-item-content">{message.content}</p>}
        {message.reminderType && <ReminderFields reminderType={message.reminderType} fields={message.reminder} />}
        {message.noticeStatus === NoticeStatus.refused && message.refuseReason && <p className="message-item-meta">Your reason: {message.refuseReason}</p>}
        <div className="message-item-actions">
          {message.kind === MessageKind.classNotice && message.noticeStatus === NoticeStatus.pending && (
            <Button
              label="Answer"
              icon="pi pi-reply"
              size="small"
              onClick={() => session.send({ type: 'dialog.open', dialog: { kind: 'classNotice', message: dialogMessage } })}
            />
          )}
          {message.kind === MessageKind.system && message.remind && !message.isRead && (
            <Button
              label="Open"
              icon="pi pi-envelope"
              size="small"
              outlined
              onClick={() => session.send({ type: 'dialog.open', dialog: { kind: 'systemMessage', message: dialogMessage } })}
            />
          )}
          {message.kind === MessageKind.attendance && !message.isRead && (
            <Button
              label="Confirm attendance"
              icon="pi pi-calendar"
              size="small"
              onClick={() => session.send({ type: 'dialog.open', dialog: { kind: 'attendance' } })}
            />
          )}
        </div>
      </div>
    </li>
  );
}
