import { INLINE_SETTING_ELEMENT_ID, type SystemSetting } from '../../src/domain/system-setting';

/**
 * The app's page with the system setting written into it as a JSON block. The route guard reads
 * it there instead of asking GET /api/System/setting first, which saves every visit a round trip
 * before anything else can load (the user info is signed with the setting's app secret, so it
 * waited for that answer). The setting is public: the API serves it to anyone.
 *
 * Every `<` is escaped, so no value can close the block or open markup in the page.
 */
export function pageWithSetting(template: string, setting: SystemSetting): string {
  const json = JSON.stringify(setting).replace(/</g, '\\u003c');
  const block = `<script id="${INLINE_SETTING_ELEMENT_ID}" type="application/json">${json}</script>`;
  // The app's script is a module, which runs once the whole page is parsed: the block may stand
  // anywhere, and the end of the head is where it belongs.
  const headEnd = template.indexOf('</head>');
  return headEnd < 0 ? template + block : template.slice(0, headEnd) + block + template.slice(headEnd);
}
