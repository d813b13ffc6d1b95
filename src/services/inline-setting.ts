import { INLINE_SETTING_ELEMENT_ID, type SystemSetting } from '../domain/system-setting';

/**
 * The system setting the server wrote into the page (server/services/app-page.ts), taken once: the
 * block is removed, so a later read asks the API. Null when the page has none (the development
 * server's page) or it does not read as JSON; the route guard then loads it from the API.
 */
export function takeInlineSetting(doc: Document): SystemSetting | null {
  const block = doc.getElementById(INLINE_SETTING_ELEMENT_ID);
  if (!block) return null;
  block.remove();
  try {
    const setting: unknown = JSON.parse(block.textContent ?? '');
    return typeof setting === 'object' && setting !== null ? (setting as SystemSetting) : null;
  } catch {
    return null;
  }
}
