/** The assistant's settings staff changed (0043-staff-menu-assistant). */
export interface AssistantSettingsTable {
  /** A key of AssistantSettings (src/domain/staff-assistant.ts). */
  setting_key: string;
  /** The value as JSON. */
  value_json: string;
  updated_by: number;
  updated_at: string;
}

export interface StaffSettingsTables {
  assistant_settings: AssistantSettingsTable;
}
