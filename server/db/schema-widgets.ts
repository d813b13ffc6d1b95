import type { Generated } from 'kysely';

/** The layout widgets' tables (0024-widgets, 0030-widgets-more, 0035-widgets-notices). */
export interface WidgetsTables {
  protocol_agreements: ProtocolAgreementsTable;
  monitoring_warnings: MonitoringWarningsTable;
  learning_tags: LearningTagsTable;
  tutor_learning_tags: TutorLearningTagsTable;
  tutor_dialog_prompts: TutorDialogPromptsTable;
  tutor_messenger_ids: TutorMessengerIdsTable;
  layout_notices: LayoutNoticesTable;
  tutor_notice_views: TutorNoticeViewsTable;
  client_error_reports: ClientErrorReportsTable;
}

/** A browser's report that a page's code failed to load (shell.md §8). */
export interface ClientErrorReportsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  request: string;
  path: string;
  message: string;
  user_agent: string;
  reported_at: string;
}

/** A notice the provider's staff put on the layout: a holiday greeting, the app poster or the transfer notice. */
export interface LayoutNoticesTable {
  id: Generated<number>;
  kind: string;
  title: string;
  body: string;
  image_url: Generated<string>;
  link_url: Generated<string>;
  /** Provider days (YYYY-MM-DD), both included. */
  first_day: string;
  last_day: string;
  /** Null: every tutor; else only this tutor group's. */
  tutor_group: string | null;
  active: Generated<number>;
  updated_at: string;
}

/** When a tutor closed a notice: it does not show to them again. */
export interface TutorNoticeViewsTable {
  user_id: number;
  notice_id: number;
  seen_at: string;
}

/** A prompt the layout opens for a tutor until answered (ShowDialogList); type 1 asks for the Skype id. */
export interface TutorDialogPromptsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  created_by: number;
  created_at: string;
  answered_at: string | null;
}

/** The Skype id a tutor gave through the Skype dialog. */
export interface TutorMessengerIdsTable {
  user_id: number;
  sky: string;
  updated_at: string;
}

/** When a tutor agreed to the protocol; the first agreement is kept. */
export interface ProtocolAgreementsTable {
  user_id: number;
  agreed_at: string;
}

/** A warning staff issued after monitoring a tutor's class; open until the tutor agrees to the protocol again. */
export interface MonitoringWarningsTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  issued_by: number;
  issued_at: string;
  agreed_at: string | null;
}

/** A short lesson a tutor is asked to read (the learning-tag dialog). */
export interface LearningTagsTable {
  id: number;
  title: string;
  content: string;
}

/** A learning tag assigned to a tutor, shown in `position` order until learned. */
export interface TutorLearningTagsTable {
  user_id: number;
  tag_id: number;
  position: number;
  assigned_at: string;
  learned_at: string | null;
}
