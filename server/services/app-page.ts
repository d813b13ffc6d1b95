import type { RoutePreload } from '../../src/domain/route-preload';
import { matchesPattern } from '../../src/domain/routes';
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
  return atHeadEnd(template, block);
}

/**
 * The app's page for each route, with links that start loading the route's code and styles beside
 * the first chunk (issue 9). Without them the page's and the shell's chunks were only asked for
 * once the first chunk had run: on a slow network one more round trip, and the first chunk's run,
 * before the page. Routes match in the table's order, as the app's router matches them; a path no
 * route matches gets the page without links. The pages are made once, when the server starts.
 */
export function routePages(template: string, preloads: readonly RoutePreload[]): (path: string) => string {
  const pages = preloads.map((route) => ({ path: route.path, page: pageWithPreloads(template, route) }));
  return (path) => pages.find((route) => matchesPattern(route.path, path))?.page ?? template;
}

function pageWithPreloads(template: string, route: RoutePreload): string {
  const safe = (href: string) => href.replace(/[^A-Za-z0-9/._~-]/g, '');
  const links = [
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${safe(href)}">`),
    ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${safe(href)}">`),
  ].join('');
  return atHeadEnd(template, links);
}

/** `markup` put at the end of the page's head; appended to a page without one, never before its doctype. */
function atHeadEnd(template: string, markup: string): string {
  const headEnd = template.indexOf('</head>');
  return headEnd < 0 ? template + markup : template.slice(0, headEnd) + markup + template.slice(headEnd);
}
