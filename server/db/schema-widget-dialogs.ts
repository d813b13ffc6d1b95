import type { Generated } from 'kysely';

/** The layout's last dialogs and logs (0037-widget-dialogs). */
export interface WidgetDialogsTables {
  bi_aspect_tags: BiAspectTagsTable;
  bi_aspect_teachers: BiAspectTeachersTable;
  tutor_bi_aspect_tags: TutorBiAspectTagsTable;
  tutor_subject_types: TutorSubjectTypesTable;
  tutor_client_logs: TutorClientLogsTable;
  tutor_shown_reminds: TutorShownRemindsTable;
}

/** A reminder message the layout showed a tutor as a toast at start (once per message). */
export interface TutorShownRemindsTable {
  tutor_id: number;
  message_id: number;
  shown_at: string;
}

/** A tag the provider offers in one of the two aspects (1 teaching style, 2 personality). */
export interface BiAspectTagsTable {
  id: Generated<number>;
  aspect: number;
  name: string;
  position: number;
  active: Generated<number>;
}

/** A tutor the provider asks to choose bi-aspect tags. */
export interface BiAspectTeachersTable {
  tutor_id: number;
  added_at: string;
}

/** A tag a tutor chose. */
export interface TutorBiAspectTagsTable {
  tutor_id: number;
  tag_id: number;
  selected_at: string;
}

/** A tutor's subject type when it is not the default (1, English). */
export interface TutorSubjectTypesTable {
  tutor_id: number;
  subject_type: number;
  updated_at: string;
}

/** One client log line: a feature used (kind 'usage') or a sign-in (kind 'login'). */
export interface TutorClientLogsTable {
  id: Generated<number>;
  tutor_id: number;
  kind: string;
  action: string;
  client_name: string;
  client_info: string;
  address: string;
  created_at: string;
}
