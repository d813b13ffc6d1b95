import type { Generated } from 'kysely';

/** Tables of migration 0022-records-more: notification delivery. */
export interface Records2Tables {
  notification_settings: NotificationSettingsTable;
  notification_deliveries: NotificationDeliveriesTable;
}

export interface NotificationSettingsTable {
  tutor_id: number;
  reminder_minutes: number;
  updated_at: string;
}

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  tutor_id: number;
  /** src/domain/notification-preferences.ts NotificationKind. */
  kind: string;
  source_key: string;
  subject: string;
  body: string;
  status: string;
  created_at: string;
  delivered_at: string | null;
}
