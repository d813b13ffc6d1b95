import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useState, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { createStaffSettingsLogic } from '../../../actors/staff-admin.actors';
import { STAFF_SETTING_KEYS, STAFF_SETTING_LABELS, type StaffSettingKey, type StaffSettings } from '../../../domain/staff-admin';
import type { staffSettingsMachine } from '../../../machines/staff-settings.machine';
import { useAreaLogic } from '../../page-logic-context';

type SettingsRef = ActorRefFrom<typeof staffSettingsMachine>;

/** Settings written as JSON text (maps and the whitelist); the others are a text field or a switch. */
const JSON_KEYS: ReadonlySet<StaffSettingKey> = new Set(['FileDirectory', 'Hosts', 'WhiteList']);
export const NOT_JSON_MESSAGE = 'Write valid JSON, as shown.';

const textOf = (key: StaffSettingKey, settings: StaffSettings) => {
  const value = settings[key];
  return typeof value === 'string' || typeof value === 'boolean' ? String(value) : JSON.stringify(value, null, 2);
};

/** /staff/settings (admin only): the stored system settings, each saved on its own; tutors get the new value at once. */
export function SettingsView() {
  const settingsRef = useActorRef(useAreaLogic(createStaffSettingsLogic));
  const settings = useSelector(settingsRef, (s) => s.context.settings);
  const notice = useSelector(settingsRef, (s) => s.context.notice);
  const failure = useSelector(settingsRef, (s) => s.context.failure);
  const loadFailed = useSelector(settingsRef, (s) => s.matches('failed'));
  const busy = useSelector(settingsRef, (s) => s.hasTag('status:busy'));
  const [localFailure, setLocalFailure] = useState('');
  return (
    <section aria-labelledby="settings-title" aria-busy={busy}>
      <h1 id="settings-title">Settings</h1>
      {notice && !localFailure && <p role="status">{notice}</p>}
      {(failure || localFailure) && (
        <p role="alert">
          {localFailure || failure} {loadFailed && <Button text size="small" label="Load again" onClick={() => settingsRef.send({ type: 'settings.retry' })} />}
        </p>
      )}
      {settings &&
        STAFF_SETTING_KEYS.map((key) => (
          <SettingForm key={key} settingKey={key} settings={settings} settingsRef={settingsRef} busy={busy} onLocalFailure={setLocalFailure} />
        ))}
    </section>
  );
}

function SettingForm({
  settingKey,
  settings,
  settingsRef,
  busy,
  onLocalFailure,
}: {
  settingKey: StaffSettingKey;
  settings: StaffSettings;
  settingsRef: SettingsRef;
  busy: boolean;
  onLocalFailure: (message: string) => void;
}) {
  const [text, setText] = useState(() => textOf(settingKey, settings));
  const [checked, setChecked] = useState(settings.IsEnableSignalrNotice);
  const label = STAFF_SETTING_LABELS[settingKey];
  // Once saved, the field shows the value as stored.
  useEffect(() => {
    const subscription = settingsRef.on('settings.saved', (event) => {
      const stored = settingsRef.getSnapshot().context.settings;
      if (event.key === settingKey && stored) {
        setText(textOf(settingKey, stored));
        setChecked(stored.IsEnableSignalrNotice);
      }
    });
    return () => subscription.unsubscribe();
  }, [settingsRef, settingKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let value: unknown = text;
    if (settingKey === 'IsEnableSignalrNotice') value = checked;
    else if (JSON_KEYS.has(settingKey)) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        onLocalFailure(NOT_JSON_MESSAGE);
        return;
      }
    }
    onLocalFailure('');
    settingsRef.send({ type: 'settings.save', key: settingKey, value });
  };
  return (
    <form className="staff-form" aria-label={label} onSubmit={submit}>
      {settingKey === 'IsEnableSignalrNotice' ? (
        <label className="staff-check">
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
          {label}
        </label>
      ) : JSON_KEYS.has(settingKey) ? (
        <label>
          {label}
          <textarea rows={4} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} />
        </label>
      ) : (
        <label>
          {label}
          <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
      <Button type="submit" size="small" label="Save" aria-label={`Save ${label}`} disabled={busy} />
    </form>
  );
}
