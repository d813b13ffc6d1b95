import type { Generated } from 'kysely';

/** Training tables (migration 0021-training). JSON columns are text. */
export interface TrainingKitCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface TrainingKitsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  icon: string;
  description: string;
  sections: string;
  pass_score: number;
  test_minutes: number;
  label: string;
  growth_rule: string | null;
  sort: number;
  /** Migration 0042: when staff retired it (out of the tutors' kit list), or null. */
  retired_at: Generated<string | null>;
}

export interface TrainingKitQuestionsTable {
  id: Generated<number>;
  kit_id: number;
  sort: number;
  cat_name: string;
  text: string;
  multiple: number;
  options: string;
  answer_key: string;
  points: number;
  explanation: string;
}

export interface TrainingKitLearningTable {
  tutor_id: number;
  kit_id: number;
  used_seconds: number;
  completed: number;
  updated_at: string;
}

export interface TrainingTestRecordsTable {
  id: Generated<number>;
  tutor_id: number;
  kit_id: number;
  started_at: string;
  submitted_at: string;
  score: number;
  passed: number;
  answers: string;
  report: string;
}

export interface TutorLabelsTable {
  tutor_id: number;
  kit_id: number;
  label: string;
  created_at: string;
}

export interface TrainingCoursesTable {
  id: Generated<number>;
  name: string;
  kind: string;
  category_type: number;
  description: string;
  cover: string;
  growth_amount: number;
  source_name: string;
  source_content: string;
  sort: number;
  /** Migration 0033: the teaching group finishing the course moves the tutor to ('' for none). */
  moves_to_group: Generated<string>;
  /** Migration 0042: when staff retired it (out of the tutors' catalogue), or null. */
  retired_at: Generated<string | null>;
}

export interface TrainingChaptersTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  body: string;
  minutes: number;
  sort: number;
}

export interface TrainingSubscriptionsTable {
  tutor_id: number;
  course_id: number;
  subscribed_at: string;
  finished_at: string | null;
}

export interface TrainingChapterProgressTable {
  tutor_id: number;
  chapter_id: number;
  course_id: number;
  learned_at: string;
}

export interface TrainingAnnouncementsTable {
  id: Generated<number>;
  title: string;
  content: string;
  published_at: string;
}

export interface TrainingSessionsTable {
  id: Generated<number>;
  kind: string;
  title: string;
  trainer_name: string;
  start_at: string;
  end_at: string;
  capacity: number;
  video_link: string;
}

export interface TrainingBookingsTable {
  class_id: number;
  tutor_id: number;
  session_id: number;
  remark: string;
  video_link: string;
  result: string | null;
  result_comment: Generated<string>;
  created_at: string;
  /** Migration 0033: the trainee's report of an absent trainer, comment, and who the trainers say was absent. */
  trainer_absent_reported_at: string | null;
  trainee_comment: Generated<string>;
  absent_party: string | null;
  recorded_by: Generated<string>;
}

export interface TrainingEvaluationsTable {
  class_id: number;
  tutor_id: number;
  rating: number;
  comment: string;
  created_at: string;
}

/** SOP scores (migration 0025-training-more). */
export interface SopEvaluationsTable {
  id: Generated<number>;
  class_id: number;
  tutor_id: number;
  evaluator_id: number | null;
  evaluator_name: string;
  comment: Generated<string>;
  evaluated_at: string;
}

export interface SopEvaluationScoresTable {
  evaluation_id: number;
  item: string;
  score: number;
  max_score: number;
}

export interface OpenClassTeachersTable {
  tutor_id: number;
  since: string;
}

/** Kit resources, instructional videos, click records, task-level courses (migration 0033-training-resources). */
export interface TrainingResourcesTable {
  id: Generated<number>;
  kit_id: number | null;
  folder: string;
  name: string;
  kind: string;
  url: string;
  content: string;
  minutes: number;
  sort: number;
}

export interface InstructionalVideosTable {
  id: Generated<number>;
  title: string;
  description: string;
  url: string;
  seconds: number;
  sort: number;
}

export interface InstructionalVideoViewsTable {
  tutor_id: number;
  video_id: number;
  watched_seconds: number;
  views: Generated<number>;
  viewed_at: string;
}

export interface TrainingClickRecordsTable {
  id: Generated<number>;
  tutor_id: number;
  target: string;
  target_id: number | null;
  created_at: string;
}

export interface TrainingTaskCoursesTable {
  level: string;
  task_type: number;
  course_id: number;
  sort: number;
}

export interface TrainingTables {
  training_resources: TrainingResourcesTable;
  instructional_videos: InstructionalVideosTable;
  instructional_video_views: InstructionalVideoViewsTable;
  training_click_records: TrainingClickRecordsTable;
  training_task_courses: TrainingTaskCoursesTable;
  sop_evaluations: SopEvaluationsTable;
  sop_evaluation_scores: SopEvaluationScoresTable;
  open_class_teachers: OpenClassTeachersTable;
  training_evaluations: TrainingEvaluationsTable;
  training_sessions: TrainingSessionsTable;
  training_bookings: TrainingBookingsTable;
  training_announcements: TrainingAnnouncementsTable;
  training_kit_categories: TrainingKitCategoriesTable;
  training_kits: TrainingKitsTable;
  training_kit_questions: TrainingKitQuestionsTable;
  training_kit_learning: TrainingKitLearningTable;
  training_test_records: TrainingTestRecordsTable;
  tutor_labels: TutorLabelsTable;
  training_courses: TrainingCoursesTable;
  training_chapters: TrainingChaptersTable;
  training_subscriptions: TrainingSubscriptionsTable;
  training_chapter_progress: TrainingChapterProgressTable;
}
