import { REMINDER_FIELDS, type ReminderFields as Fields } from '../../../domain/message-kinds';
import { useProviderZone } from '../../format/when';
import { messageTime, REMINDER_FIELD_LABELS, REMINDER_LABELS, REMINDER_TIME_FIELDS } from './message-labels';

/** A reminder's type and its fields (growth-account.md §3), in the spec's order, those present only. */
export function ReminderFields({ reminderType, fields }: { reminderType: string; fields: Fields | null }) {
  const label = REMINDER_LABELS[reminderType] ?? { text: reminderType, icon: 'pi-bell' };
  const present = REMINDER_FIELDS.filter((field) => fields?.[field]);
  // The message list or view around these fields names the zone.
  const zone = useProviderZone();
  return (
    <div className="reminder" data-reminder-type={reminderType}>
      <span className="message-item-meta">
        <i className={`pi ${label.icon}`} aria-hidden="true" /> {label.text}
      </span>
      {present.length > 0 && (
        <dl className="reminder-fields" aria-label={`${label.text} details`}>
          {present.map((field) => (
            <div key={field}>
              <dt>{REMINDER_FIELD_LABELS[field]}</dt>
              <dd>{REMINDER_TIME_FIELDS.includes(field) ? messageTime(fields![field]!, zone) : fields![field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
