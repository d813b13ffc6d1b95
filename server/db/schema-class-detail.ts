import type { Generated } from 'kysely';

/** The class detail page's tables (0017-class-detail). */
export interface ClassDetailTables {
  class_remarks: ClassRemarksTable;
  lesson_plans: LessonPlansTable;
  material_mistake_reports: MaterialMistakeReportsTable;
  class_assistance: ClassAssistanceTable;
  class_scores: ClassScoresTable;
  absent_proofs: AbsentProofsTable;
  class_detail_logs: ClassDetailLogsTable;
}

/** One remark of a class per kind: a draft (remark later) until submitted. */
export interface ClassRemarksTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  /** src/domain/class-detail.ts RemarkKind. */
  kind: string;
  /** draft or submitted. */
  status: string;
  /** JSON object: the form's fields. */
  content: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export interface LessonPlansTable {
  class_id: number;
  tutor_id: number;
  content: string;
  /** JSON array of { SID, Reason }. */
  material_reasons: Generated<string>;
  updated_at: string;
}

export interface MaterialMistakeReportsTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  lesson_id: number;
  page: Generated<number>;
  description: string;
  status: string;
  created_at: string;
}

export interface ClassAssistanceTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  problem_id: number;
  description: string;
  /** src/domain/class-detail.ts AssistanceStatus. */
  status: string;
  reply: Generated<string>;
  answered_by: number | null;
  created_at: string;
  answered_at: string | null;
}

export interface ClassScoresTable {
  class_id: number;
  activity_type: number;
  tutor_id: number;
  score: number;
  updated_at: string;
}

export interface AbsentProofsTable {
  class_id: number;
  tutor_id: number;
  file_ref: string;
  created_at: string;
  /** src/domain/staff-reviews.ts AbsentReview (0044-staff-reviews): pending until staff decide. */
  review_status: Generated<string>;
  reviewed_by: Generated<number | null>;
  reviewed_at: Generated<string | null>;
  review_reason: Generated<string | null>;
}

export interface ClassDetailLogsTable {
  id: Generated<number>;
  tutor_id: number;
  class_id: number | null;
  kind: string;
  /** JSON object. */
  details: Generated<string>;
  created_at: string;
}
