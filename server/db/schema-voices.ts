import type { Generated } from 'kysely';

/** A tutor's feedback or appeal (0018-voices). */
export interface FeedbacksTable {
  id: Generated<number>;
  tutor_id: number;
  type: number;
  class_id: number | null;
  respondents: Generated<string>;
  remark: string;
  file_ref: string;
  /** src/domain/feedback.ts FeedbackStatus. */
  status: Generated<number>;
  /** The provider month (YYYY-MM) it counts against. */
  period_key: string;
  created_at: string;
  updated_at: string;
  decided_by: number | null;
  decided_at: string | null;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  /** tutor or staff. */
  author: string;
  author_id: number;
  remark: string;
  created_at: string;
}

/** A complaint about a tutor's class (origin student) or the tutor's own (origin tutor). */
export interface ComplaintsTable {
  id: Generated<number>;
  tutor_id: number;
  class_id: number;
  origin: string;
  complainant: string;
  complaint_type: string;
  reason: string;
  /** standing or withdrawn. */
  status: string;
  filed_by: number | null;
  created_at: string;
  withdrawn_at: string | null;
  withdraw_reason: string | null;
  /** When staff confirmed a student's complaint stands (0039-staff-audits); null until reviewed. */
  reviewed_at: Generated<string | null>;
  reviewed_by: Generated<number | null>;
}

export interface ComplaintRepliesTable {
  id: Generated<number>;
  complaint_id: number;
  author: string;
  author_id: number;
  content: string;
  created_at: string;
}

/** The tutor's feedback on a finished class (the recitation classes report). */
export interface RecitationFeedbackTable {
  class_id: number;
  tutor_id: number;
  rating: number;
  content: string;
  created_at: string;
}

export interface StudentCommentsTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  student_name: string;
  stars: number;
  level: number;
  content: string;
  created_at: string;
}

export interface StudentCommentLabelsTable {
  comment_id: number;
  tutor_id: number;
  label: string;
}

/** A tutor application referred by a tutor (TutorSource 12). */
export interface TutorApplicationsTable {
  id: Generated<number>;
  referrer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  sky_id: string;
  mobile_number: string;
  country: string;
  tutor_source: number;
  /** The latest step of its track (src/domain/referrals.ts ApplicationStep). */
  step: string;
  created_at: string;
  /** The tutor account the application opened (0028-voices-more); null before. */
  tutor_id: number | null;
}

export interface ApplicationTracksTable {
  id: Generated<number>;
  application_id: number;
  step: string;
  created_at: string;
}

/** A prize of the referral lottery (0028-voices-more). */
export interface ReferralPrizesTable {
  id: Generated<number>;
  name: string;
  weight: number;
  stock: number;
  sort_order: Generated<number>;
}

/** One draw: it spends the chance one referred applicant who started class gave (unique). */
export interface ReferralDrawsTable {
  id: Generated<number>;
  tutor_id: number;
  application_id: number;
  prize_id: number | null;
  created_at: string;
}

export interface VoicesTables {
  referral_prizes: ReferralPrizesTable;
  referral_draws: ReferralDrawsTable;
  tutor_applications: TutorApplicationsTable;
  application_tracks: ApplicationTracksTable;
  student_comments: StudentCommentsTable;
  student_comment_labels: StudentCommentLabelsTable;
  recitation_feedback: RecitationFeedbackTable;
  feedbacks: FeedbacksTable;
  feedback_replies: FeedbackRepliesTable;
  complaints: ComplaintsTable;
  complaint_replies: ComplaintRepliesTable;
}
