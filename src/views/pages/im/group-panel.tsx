import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { GROUP_BYTE_LIMITS, GroupRole, ImUserType, type GroupTextField, type ImGroupMember } from '../../../domain/im';
import type { GroupCommand, imGroupAdminMachine } from '../../../machines/im-group-admin.machine';

const FIELD_LABELS: Record<GroupTextField, string> = { name: 'Group name', announcement: 'Announcement', introduction: 'Introduction', question: 'Question' };
const ROLE_LABELS: Record<string, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** A group's details and the commands its roles allow (shell.md §6). */
export function GroupPanel({ groupRef, myUserId }: { groupRef: ActorRefFrom<typeof imGroupAdminMachine>; myUserId: number }) {
  const info = useSelector(groupRef, (snapshot) => snapshot.context.info);
  const error = useSelector(groupRef, (snapshot) => snapshot.context.error);
  const busy = useSelector(groupRef, (snapshot) => snapshot.matches('running') || snapshot.matches('loading'));
  const gone = useSelector(groupRef, (snapshot) => snapshot.matches('gone'));
  const [email, setEmail] = useState('');
  const run = (command: GroupCommand) => groupRef.send({ type: 'group.command', command });

  if (gone)
    return (
      <aside className="im-group-panel" aria-label="Group details">
        <p>You are no longer in this group.</p>
      </aside>
    );
  if (!info) return <aside className="im-group-panel" aria-label="Group details" aria-busy="true" />;
  const manages = info.myRole !== GroupRole.member;
  const owns = info.myRole === GroupRole.owner;

  const addMember = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'add', email });
    setEmail('');
  };

  return (
    <aside className="im-group-panel" aria-label="Group details" aria-busy={busy}>
      <h3>Group details</h3>
      <p className="im-my-role">Your role: {ROLE_LABELS[info.myRole]}</p>
      {error && (
        <p className="p-error" role="alert">
          {error}
        </p>
      )}
      {(Object.keys(FIELD_LABELS) as GroupTextField[]).map((field) => (
        <GroupText
          key={`${field}:${info[field]}`}
          field={field}
          value={info[field]}
          editable={manages}
          onSave={(value) => run({ kind: 'update', field, value })}
        />
      ))}
      <h4>Members ({info.memberCount})</h4>
      <ul className="im-members" aria-label="Members">
        {info.members.map((member) => (
          <MemberRow key={member.userId} member={member} isMe={member.userId === myUserId} myRole={info.myRole} run={run} />
        ))}
      </ul>
      {info.moreCount > 0 && <p className="im-more">and {info.moreCount} more</p>}
      {manages && (
        <form className="im-add-member" onSubmit={addMember} aria-label="Add a member">
          <label htmlFor="im-add-email">Member e-mail</label>
          <input id="im-add-email" type="text" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" label="Add" size="small" />
        </form>
      )}
      <div className="im-group-actions">
        {owns ? (
          <Button type="button" label="Dissolve group" severity="danger" size="small" onClick={() => run({ kind: 'dissolve' })} />
        ) : (
          <Button type="button" label="Leave group" severity="secondary" size="small" onClick={() => run({ kind: 'leave' })} />
        )}
      </div>
    </aside>
  );
}

function GroupText({ field, value, editable, onSave }: { field: GroupTextField; value: string; editable: boolean; onSave: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  const id = `im-group-${field}`;
  const bytes = new TextEncoder().encode(draft).length;
  if (!editable) {
    return (
      <p className="im-group-text">
        <strong>{FIELD_LABELS[field]}:</strong> {value || '—'}
      </p>
    );
  }
  return (
    <form
      className="im-group-text"
      aria-label={FIELD_LABELS[field]}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <label htmlFor={id}>{FIELD_LABELS[field]}</label>
      <input id={id} value={draft} onChange={(event) => setDraft(event.target.value)} />
      <small>
        {bytes}/{GROUP_BYTE_LIMITS[field]} bytes
      </small>
      <Button type="submit" label="Save" size="small" text disabled={draft === value} />
    </form>
  );
}

function MemberRow({ member, isMe, myRole, run }: { member: ImGroupMember; isMe: boolean; myRole: string; run: (command: GroupCommand) => void }) {
  const owns = myRole === GroupRole.owner;
  const removable = !isMe && member.role !== GroupRole.owner && (member.role === GroupRole.admin ? owns : myRole !== GroupRole.member);
  return (
    <li className="im-member">
      <span>
        {member.nickname} <span className="im-role">({ROLE_LABELS[member.role]})</span>
        {isMe && <span className="sr-only"> (you)</span>}
      </span>
      <span className="im-member-actions">
        {owns && !isMe && member.role !== GroupRole.owner && (
          <Button
            type="button"
            size="small"
            text
            label={member.role === GroupRole.admin ? 'Dismiss admin' : 'Make admin'}
            aria-label={`${member.role === GroupRole.admin ? 'Dismiss admin' : 'Make admin'} ${member.nickname}`}
            onClick={() => run({ kind: 'setAdmin', userId: member.userId, isAdmin: member.role !== GroupRole.admin })}
          />
        )}
        {owns && !isMe && member.userType === ImUserType.staff && (
          <Button
            type="button"
            size="small"
            text
            label="Transfer"
            aria-label={`Transfer ownership to ${member.nickname}`}
            onClick={() => run({ kind: 'transfer', userId: member.userId })}
          />
        )}
        {removable && (
          <Button
            type="button"
            size="small"
            text
            severity="danger"
            label="Remove"
            aria-label={`Remove ${member.nickname}`}
            onClick={() => run({ kind: 'remove', userId: member.userId })}
          />
        )}
      </span>
    </li>
  );
}
