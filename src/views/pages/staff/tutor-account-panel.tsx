import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef } from 'react';
import { createTutorAccountLogic } from '../../../actors/staff-console.actors';
import { DISABLE_REASON_MAX, TUTOR_FLAGS } from '../../../domain/staff-tutor-account';
import { useAreaLogic } from '../../page-logic-context';

/**
 * The account part of a tutor's record: flags (switched, then saved together), a password reset
 * and disabling or enabling the account. `onChanged` reloads the record summary above it.
 */
export function TutorAccountPanel({ tuid, onChanged }: { tuid: number; onChanged: () => void }) {
  const account = useActorRef(useAreaLogic(createTutorAccountLogic), { input: { tuid } });
  const snapshot = useSelector(account, (s) => s);
  const { account: loaded, draft } = snapshot.context;
  const state = { ...snapshot.context, failure: snapshot.matches('failed') ? snapshot.context.failure : '', busy: !snapshot.matches({ ready: 'idle' }) };
  // Every saved change answers the account anew: the summary above is read again then, not before.
  const first = useRef<unknown>(null);
  useEffect(() => {
    if (!loaded) return;
    if (first.current === null) first.current = loaded;
    else if (first.current !== loaded) onChanged();
  }, [loaded, onChanged]);
  if (state.failure) {
    return (
      <p role="alert">
        {state.failure} <Button text size="small" label="Load the account again" onClick={() => account.send({ type: 'account.reload' })} />
      </p>
    );
  }
  if (!loaded || !draft) return <p aria-busy="true">Loading the account…</p>;
  const dirty = TUTOR_FLAGS.some((flag) => draft[flag.key] !== loaded.Flags[flag.key]);
  return (
    <section aria-labelledby="account-title" className="staff-account">
      <h2 id="account-title">Account</h2>
      {state.notice && (
        <p role={state.noticeIsError ? 'alert' : 'status'} className={state.noticeIsError ? 'staff-notice error' : 'staff-notice'}>
          {state.notice} <Button text size="small" label="Dismiss" onClick={() => account.send({ type: 'account.dismissNotice' })} />
        </p>
      )}
      <p>
        {loaded.Disabled
          ? `Disabled since ${loaded.DisabledAt?.slice(0, 16).replace('T', ' ') ?? ''} UTC: ${loaded.DisabledReason}`
          : 'Active: the tutor can sign in.'}
      </p>
      <fieldset className="staff-flags" disabled={state.busy}>
        <legend>Flags</legend>
        {TUTOR_FLAGS.map((flag) => (
          <label key={flag.key} className="staff-flag">
            <input
              type="checkbox"
              checked={draft[flag.key]}
              onChange={(event) => account.send({ type: 'account.flag', key: flag.key, value: event.target.checked })}
            />{' '}
            {flag.label}
          </label>
        ))}
        <Button size="small" label="Save flags" disabled={!dirty || state.busy} onClick={() => account.send({ type: 'account.saveFlags' })} />
      </fieldset>
      <form
        className="staff-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          account.send({ type: 'account.resetPassword' });
        }}
      >
        <label htmlFor="account-password">New password</label>
        <InputText
          id="account-password"
          type="password"
          autoComplete="new-password"
          value={state.password}
          maxLength={200}
          onChange={(event) => account.send({ type: 'account.password', value: event.target.value })}
        />
        <Button type="submit" size="small" label="Reset password" disabled={state.busy} />
      </form>
      {loaded.Disabled ? (
        <Button size="small" label="Enable account" disabled={state.busy} onClick={() => account.send({ type: 'account.enable' })} />
      ) : (
        <form
          className="staff-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            account.send({ type: 'account.disable' });
          }}
        >
          <label htmlFor="account-reason">Reason to disable</label>
          <InputText
            id="account-reason"
            value={state.reason}
            maxLength={DISABLE_REASON_MAX}
            onChange={(event) => account.send({ type: 'account.reason', value: event.target.value })}
          />
          <Button type="submit" size="small" severity="danger" label="Disable account" disabled={state.busy} />
        </form>
      )}
    </section>
  );
}
