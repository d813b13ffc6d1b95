import type { Generated } from 'kysely';

/** Teacher tasks, the network and device check and the desktop client's versions (0032-teacher-tasks). */
export interface TeacherTasksTables {
  teacher_tasks: TeacherTasksTable;
  teacher_task_attachments: TeacherTaskAttachmentsTable;
  teacher_task_assignments: TeacherTaskAssignmentsTable;
  teacher_task_answers: TeacherTaskAnswersTable;
  teacher_task_reviews: TeacherTaskReviewsTable;
  speed_tests: SpeedTestsTable;
  device_checks: DeviceChecksTable;
  pc_client_versions: PcClientVersionsTable;
}

export interface TeacherTasksTable {
  id: Generated<number>;
  title: string;
  description: string;
  due_at: string;
  file_answer: number;
  growth_task_code: string | null;
  created_by: number;
  created_at: string;
}

export interface TeacherTaskAttachmentsTable {
  id: Generated<number>;
  task_id: number;
  position: number;
  name: string;
  url: string;
}

export interface TeacherTaskAssignmentsTable {
  id: Generated<number>;
  task_id: number;
  user_id: number;
  state: string;
  assigned_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}

export interface TeacherTaskAnswersTable {
  id: Generated<number>;
  assignment_id: number;
  text: string;
  file_ref: string | null;
  submitted_at: string;
}

export interface TeacherTaskReviewsTable {
  id: Generated<number>;
  answer_id: number;
  verdict: string;
  comment: string;
  reviewed_by: number;
  reviewed_at: string;
}

export interface SpeedTestsTable {
  id: Generated<number>;
  user_id: number;
  ping_ms: number;
  jitter_ms: number;
  download_mbps: number;
  upload_mbps: number;
  verdict: string;
  tested_at: string;
}

export interface DeviceChecksTable {
  id: Generated<number>;
  user_id: number | null;
  camera: string;
  microphone: string;
  speakers: string;
  user_agent: string;
  checked_at: string;
}

export interface PcClientVersionsTable {
  id: Generated<number>;
  user_id: number | null;
  version: string;
  client_name: string;
  recorded_at: string;
}
