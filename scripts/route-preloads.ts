import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../src/domain/route-preload.ts';

/** One route of the route table as the build reads it. */
export interface RouteTableLine {
  path: string;
  frame: 'shell' | 'bare';
  /** The page's file, relative to the project root. */
  page: string;
  /** 'direct': the first chunk imports the page; 'index': it loads through the page index. */
  loader: 'direct' | 'index';
}

const ROUTE_TABLE = 'src/views/route-table.tsx';
const PAGE_INDEX = 'src/views/page-index.ts';
const SHELL = 'src/views/shell/app-shell.tsx';
const ROUTE_LINE =
  /\{\s*path:\s*'([^']+)'.*?frame:\s*'(shell|bare)'.*?component:\s*(?:lazyPage\(\(\) => import\('(\.\/pages\/[^']+)'\)\)|signedInPage\('(\.\/pages\/[^']+)'\))/;

/**
 * The routes of src/views/route-table.tsx, in order, read from its source: one line per route, as
 * the table is written (its test checks every route is read). The table stays the one place a
 * route is declared; it cannot be imported here, since its pages are React and Vite code.
 */
export function readRouteTable(source: string): RouteTableLine[] {
  return source.split('\n').flatMap((line) => {
    const match = ROUTE_LINE.exec(line);
    if (!match) return [];
    const [, routePath = '', frame, direct, indexed] = match;
    const file = (direct ?? indexed ?? '').replace(/^\.\//, 'src/views/');
    return [{ path: routePath, frame: frame as RouteTableLine['frame'], page: direct ? `${file}.tsx` : file, loader: direct ? 'direct' : 'index' }];
  });
}

/**
 * Writes, for every route, the chunks and styles its first frame needs beyond the first chunk
 * (issue 9): the page's, the page index's for pages loaded through it, and the shell's for shell
 * routes, each with what they import. The server links them from the page it writes for a visit
 * (`modulepreload`), so they load beside the first chunk instead of one round trip after it.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'tutor-portal:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A page's chunk is the one holding its module (a grouped chunk, such as the shell's, has no facade).
      const bySource = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [path.relative(root, id), chunk] as const)));
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const loadedFirst = withImports(entry.fileName);
      const chunkOf = (source: string) => {
        const chunk = bySource.get(source);
        if (!chunk) throw new Error(`route-preloads: no chunk for ${source}`);
        return chunk.fileName;
      };

      const table = readRouteTable(await fs.readFile(path.join(root, ROUTE_TABLE), 'utf8'));
      const routes: RoutePreload[] = table.map((route) => {
        const needed = new Set<string>();
        for (const source of [route.page, ...(route.loader === 'index' ? [PAGE_INDEX] : []), ...(route.frame === 'shell' ? [SHELL] : [])]) {
          withImports(chunkOf(source), needed);
        }
        const scripts = [...needed].filter((file) => !loadedFirst.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        return { path: route.path, scripts: scripts.map((file) => `/${file}`), styles: [...new Set(styles)].map((file) => `/${file}`) };
      });
      await fs.mkdir(path.join(outDir, path.dirname(ROUTE_PRELOADS_FILE)), { recursive: true });
      await fs.writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routes, null, 1)}\n`);
    },
  };
}
