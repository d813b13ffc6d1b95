import type { Static } from '@sinclair/typebox';
import type { MenuItemSchema } from './api/shell.schemas';
import type { SystemSettingSchema, WhiteListEntrySchema } from './api/system.schemas';

/** The system setting served by GET /api/System/setting (shell.md §3), declared once by its schema. */
export type SystemSetting = Static<typeof SystemSettingSchema>;

/** An entry of the setting's white list; level 1 is the main domain, where paths marked with it must be opened. */
export type WhiteListEntry = Static<typeof WhiteListEntrySchema>;

/**
 * A menu item as navigation reads it: the fields of GET /api/System/GetMenuList's items (their
 * schema), the icon aside.
 */
export interface MenuItem extends Omit<Static<typeof MenuItemSchema>, 'icon' | 'hostKey'> {
  /** Key into the setting's host map; its base URL empty means this host. Absent, the entry's url stands. */
  hostKey?: string;
}

/**
 * The id of the JSON block in which the server hands the page its system setting, so the route
 * guard starts without a round trip for it (server/services/app-page.ts writes it, the session reads it).
 */
export const INLINE_SETTING_ELEMENT_ID = 'system-setting';
