import type { Generated } from 'kysely';

/** The layout widgets' tables (0024-widgets, 0030-widgets-more). */
export interface WidgetsTables {
  protocol_agreements: ProtocolAgreementsTable;
  monitoring_warnings: MonitoringWarningsTable;
  learning_tags: LearningTagsTable;
  tutor_learning_tags: TutorLearningTagsTable;
  tutor_dialog_prompts: TutorDialogPromptsTable;
  tutor_messenger_ids: TutorMessengerIdsTable;
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
