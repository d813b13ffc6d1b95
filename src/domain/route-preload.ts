/**
 * A route's code and styles beyond the first chunk (issue 9): the build lists them for every route
 * (scripts/route-preloads.ts), the server links them from the page it writes for a visit.
 */
export interface RoutePreload {
  /** The route's pattern, as in the route table. */
  path: string;
  /** Script chunks, as absolute paths (`/assets/...js`). */
  scripts: string[];
  /** Their stylesheets. */
  styles: string[];
}

/** Where, inside the build's folder, the list is written (a dot folder, which is not served). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
