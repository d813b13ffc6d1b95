import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import type { FormEvent } from 'react';
import { PersonalDataTabs } from './personal-data-tabs';
import { NOTIFICATION_LABELS, REMINDER_MINUTES_OPTIONS, reminderLabel } from '../../../domain/notification-preferences';
import { createRecordsLogic } from '../../../actors/records.actors';
import { useForwardNotices } from '../../components/use-forward-notices';
import { useAreaLogic } from '../../page-logic-context';
import '../../styles/records.css';

const reminderOptions = REMINDER_MINUTES_OPTIONS.map((value) => ({ value, label: reminderLabel(value) }));

/** /personalData/notifications: which messages also arrive by e-mail or SMS. */
export default function NotificationsPage() {
  const actor = useActorRef(useAreaLogic(createRecordsLogic).notificationPreferences);
  useForwardNotices(actor);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'prefs.save' });
  };
  return (
    <section className="records-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notification preferences</h1>
      <PersonalDataTabs current="Notifications" />
      {loading && <p aria-busy="true">Loading…</p>}
      {failed && <Button type="button" label="Retry" onClick={() => actor.send({ type: 'prefs.reload' })} />}
      {!loading && !failed && (
        <form className="records-form records-card" onSubmit={save} aria-label="Notification preferences" noValidate>
          <p>Everything also appears in your messages here. Choose what should reach you by e-mail or SMS as well; every e-mail has a link to stop it.</p>
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">E-mail</th>
                <th scope="col">SMS</th>
              </tr>
            </thead>
            <tbody>
              {draft.items.map((item) => (
                <tr key={item.kind}>
                  <th scope="row">{NOTIFICATION_LABELS[item.kind]}</th>
                  {(['byEmail', 'bySms'] as const).map((channel) => (
                    <td key={channel}>
                      <Checkbox
                        inputId={`${item.kind}-${channel}`}
                        aria-label={`${NOTIFICATION_LABELS[item.kind]} by ${channel === 'byEmail' ? 'e-mail' : 'SMS'}`}
                        checked={item[channel]}
                        onChange={(e) => actor.send({ type: 'prefs.toggle', kind: item.kind, channel, value: e.checked === true })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="records-field">
            <label htmlFor="reminder-minutes">Class reminder</label>
            <Dropdown
              inputId="reminder-minutes"
              value={draft.reminderMinutes}
              options={reminderOptions}
              onChange={(e) => actor.send({ type: 'prefs.reminder', minutes: Number(e.value) })}
            />
            {error && (
              <small className="p-error" role="alert">
                {error}
              </small>
            )}
          </div>
          <div className="records-actions">
            <Button type="submit" label="Save preferences" loading={saving} disabled={saving} />
          </div>
        </form>
      )}
    </section>
  );
}
