import type { Generated } from 'kysely';

/** The growth centre's tables (0019-growth-centre). Points and claims are ledger entries. */
export interface GrowthTables {
  growth_task_logs: GrowthTaskLogsTable;
  growth_pets: GrowthPetsTable;
  growth_pet_skins: GrowthPetSkinsTable;
  growth_goals: GrowthGoalsTable;
  growth_medals: GrowthMedalsTable;
  growth_rights: GrowthRightsTable;
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
