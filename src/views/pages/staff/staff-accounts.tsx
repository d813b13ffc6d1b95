import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffAccountsLogic } from '../../../actors/staff-admin.actors';
import { STAFF_ACCOUNT_ROLES, STAFF_ROLE_LABELS, emptyStaffAccountDraft, type NewStaffAccount, type StaffAccount } from '../../../domain/staff-admin';
import { STAFF_PAGE_SIZE } from '../../../domain/staff-console';
import type { staffAccountsMachine } from '../../../machines/staff-accounts.machine';
import { useAreaLogic } from '../../page-logic-context';
import { ListPaging } from './list-paging';

type AccountsRef = ActorRefFrom<typeof staffAccountsMachine>;

/** /staff/accounts (admin only): the staff accounts, a new account, and each account's role, status and password. */
export function StaffAccountsView({ selfId }: { selfId: number }) {
  const accounts = useActorRef(useAreaLogic(createStaffAccountsLogic));
  const page = useSelector(accounts, (s) => s.context.page);
  const pageIndex = useSelector(accounts, (s) => s.context.pageIndex);
  const notice = useSelector(accounts, (s) => s.context.notice);
  const failure = useSelector(accounts, (s) => s.context.failure);
  const loadFailed = useSelector(accounts, (s) => s.matches('failed'));
  const busy = useSelector(accounts, (s) => s.hasTag('status:busy'));
  return (
    <section aria-labelledby="staff-accounts-title" aria-busy={busy}>
      <h1 id="staff-accounts-title">Staff accounts</h1>
      {notice && <p role="status">{notice}</p>}
      {failure && (
        <p role="alert">
          {failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => accounts.send({ type: 'accounts.retry' })} />}
        </p>
      )}
      <NewAccountForm accounts={accounts} busy={busy} />
      {page && (
        <>
          <table className="staff-table" aria-label="Staff accounts">
            <thead>
              <tr>
                <th>Name</th>
                <th>Sign-in</th>
                <th>E-mail</th>
                <th>Role</th>
                <th>Status</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {page.Items.map((account) => (
                <AccountRow key={account.Id} account={account} accounts={accounts} busy={busy} self={account.Id === selfId} />
              ))}
            </tbody>
          </table>
          <ListPaging
            pageIndex={pageIndex}
            total={page.Total}
            pageSize={STAFF_PAGE_SIZE}
            onPage={(next) => accounts.send({ type: 'accounts.page', pageIndex: next })}
          />
        </>
      )}
    </section>
  );
}

function AccountRow({ account, accounts, busy, self }: { account: StaffAccount; accounts: AccountsRef; busy: boolean; self: boolean }) {
  const [password, setPassword] = useState<string | null>(null);
  const name = `${account.FirstName} ${account.LastName}`;
  const other = account.Role === 'admin' ? 'staff' : 'admin';
  useEffect(() => {
    const subscription = accounts.on('accounts.done', (event) => {
      if (event.kind === 'password') setPassword(null);
    });
    return () => subscription.unsubscribe();
  }, [accounts]);
  return (
    <tr>
      <td>
        {name}
        {self && <small> (you)</small>}
      </td>
      <td>{account.Account}</td>
      <td>{account.Email}</td>
      <td>{STAFF_ROLE_LABELS[account.Role]}</td>
      <td>{account.Disabled ? 'Disabled' : 'Enabled'}</td>
      <td>
        {!self && (
          <>
            <Button
              text
              size="small"
              label={other === 'admin' ? 'Make admin' : 'Make staff'}
              aria-label={`${other === 'admin' ? 'Make admin' : 'Make staff'} ${name}`}
              disabled={busy}
              onClick={() => accounts.send({ type: 'accounts.change', command: { kind: 'role', id: account.Id, role: other } })}
            />
            <Button
              text
              size="small"
              label={account.Disabled ? 'Enable' : 'Disable'}
              aria-label={`${account.Disabled ? 'Enable' : 'Disable'} ${name}`}
              disabled={busy}
              onClick={() => accounts.send({ type: 'accounts.change', command: { kind: 'disable', id: account.Id, disabled: !account.Disabled } })}
            />
          </>
        )}
        {password === null ? (
          <Button text size="small" label="Set password" aria-label={`Set password of ${name}`} onClick={() => setPassword('')} />
        ) : (
          <form
            aria-label={`New password for ${name}`}
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              accounts.send({ type: 'accounts.change', command: { kind: 'password', id: account.Id, password } });
            }}
          >
            <label>
              New password
              <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </label>
            <Button type="submit" size="small" label="Set" disabled={busy} />
            <Button type="button" text size="small" label="Cancel" onClick={() => setPassword(null)} />
          </form>
        )}
      </td>
    </tr>
  );
}

function NewAccountForm({ accounts, busy }: { accounts: AccountsRef; busy: boolean }) {
  const [draft, setDraft] = useState<NewStaffAccount>(emptyStaffAccountDraft);
  useEffect(() => {
    const subscription = accounts.on('accounts.done', (event) => {
      if (event.kind === 'create') setDraft(emptyStaffAccountDraft());
    });
    return () => subscription.unsubscribe();
  }, [accounts]);
  const set = (patch: Partial<NewStaffAccount>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accounts.send({ type: 'accounts.change', command: { kind: 'create', draft } });
  };
  return (
    <form className="staff-form" aria-label="New staff account" onSubmit={submit}>
      <h2>New staff account</h2>
      <label>
        First name
        <input value={draft.FirstName} onChange={(e) => set({ FirstName: e.target.value })} />
      </label>
      <label>
        Last name
        <input value={draft.LastName} onChange={(e) => set({ LastName: e.target.value })} />
      </label>
      <label>
        E-mail
        <input type="email" value={draft.Email} onChange={(e) => set({ Email: e.target.value })} />
      </label>
      <label>
        Sign-in name
        <input value={draft.Account} autoComplete="off" onChange={(e) => set({ Account: e.target.value })} />
      </label>
      <label>
        Role
        <select value={draft.Role} onChange={(e) => set({ Role: e.target.value as NewStaffAccount['Role'] })}>
          {STAFF_ACCOUNT_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Initial password
        <input type="password" autoComplete="new-password" value={draft.Password} onChange={(e) => set({ Password: e.target.value })} />
      </label>
      <div className="staff-form-actions">
        <Button type="submit" size="small" label="Create account" disabled={busy} />
      </div>
    </form>
  );
}
