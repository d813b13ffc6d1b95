import type { Generated } from 'kysely';

/** The growth centre's tables (0019-growth-centre). Points and claims are ledger entries. */
export interface GrowthTables {
  growth_task_logs: GrowthTaskLogsTable;
  growth_pets: GrowthPetsTable;
  growth_pet_skins: GrowthPetSkinsTable;
  growth_goals: GrowthGoalsTable;
  growth_medals: GrowthMedalsTable;
  growth_rights: GrowthRightsTable;
  growth_course_subscriptions: GrowthCourseSubscriptionsTable;
  growth_visit_logs: GrowthVisitLogsTable;
  growth_schedule_confirmations: GrowthScheduleConfirmationsTable;
  growth_class_photos: GrowthClassPhotosTable;
}

/** 0034-growth-rankings: a visit to a growth-centre page and how long it lasted (server clock). */
export interface GrowthVisitLogsTable {
  id: Generated<number>;
  tutor_id: number;
  page: string;
  started_at: string;
  last_seen_at: string;
  seconds: Generated<number>;
}

/** 0034-growth-rankings: which kinds of course learning the growth centre follows for a tutor. */
export interface GrowthCourseSubscriptionsTable {
  tutor_id: number;
  check_course_test: number;
  check_video_train: number;
  subscribed_at: string;
  updated_at: string;
}

export interface GrowthTaskLogsTable {
  id: Generated<number>;
  tutor_id: number;
  task_code: string;
  period_key: string;
  kind: string;
  created_at: string;
}

export interface GrowthPetsTable {
  tutor_id: number;
  name: string;
  alter_num: Generated<number>;
  worn_skin_id: number | null;
  adopted_at: string;
  updated_at: string;
}

export interface GrowthPetSkinsTable {
  tutor_id: number;
  skin_id: number;
  received_at: string;
}

export interface GrowthGoalsTable {
  id: Generated<number>;
  tutor_id: number;
  round: string;
  target: number;
  basic_wage: number | null;
  created_at: string;
  updated_at: string;
}

export interface GrowthMedalsTable {
  tutor_id: number;
  code: string;
  worn: Generated<number>;
  received_at: string;
}

export interface GrowthRightsTable {
  tutor_id: number;
  code: string;
  received_at: string;
}

/** 0038-growth-boards: a tutor confirmed the plot of the week starting `week` (provider Monday). */
export interface GrowthScheduleConfirmationsTable {
  tutor_id: number;
  week: string;
  slot_count: number;
  confirmed_at: string;
}

/** 0038-growth-boards: a group photo with the students of a finished class (one a class). */
export interface GrowthClassPhotosTable {
  id: Generated<number>;
  tutor_id: number;
  class_id: number;
  file_ref: string;
  caption: string;
  shared_at: string;
}
