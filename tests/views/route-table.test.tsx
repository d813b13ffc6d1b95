import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../src/views/page-index';
import { appRoutes } from '../../src/views/route-table';
import { readRouteTable } from '../../scripts/route-preloads';

const routeTableSource = fs.readFileSync(path.resolve(__dirname, '../../src/views/route-table.tsx'), 'utf8');

describe('route table', () => {
  it('names only page files the page index has, for every signed-in route', () => {
    const named = [...routeTableSource.matchAll(/signedInPage\('([^']+)'\)/g)].map((match) => match[1]);
    // /home, where every sign-in lands, loads straight from the first chunk.
    expect(named.length).toBe(appRoutes.filter((route) => route.roles.length > 0 && route.path !== '/home').length);
    for (const file of named) expect(pageFiles).toContain(file);
  });

  it('loads a signed-in page through the page index, and the home page straight', async () => {
    for (const path of ['/message/*?', '/home']) {
      const route = appRoutes.find((candidate) => candidate.path === path);
      const loaded = (await route?.component.preload()) as { default?: unknown } | undefined;
      expect(typeof loaded?.default, path).toBe('function');
    }
  });

  it('is read by the build, every route in order with its frame and page file, for the preloads the server writes', () => {
    const read = readRouteTable(routeTableSource);
    expect(read.map(({ path, frame }) => ({ path, frame }))).toEqual(appRoutes.map(({ path, frame }) => ({ path, frame })));
    for (const route of read) expect(fs.existsSync(path.resolve(__dirname, '../..', route.page)), route.page).toBe(true);
    expect(read.find((route) => route.path === '/home')).toEqual({
      path: '/home',
      frame: 'shell',
      page: 'src/views/pages/home/home.page.tsx',
      loader: 'direct',
    });
    expect(read.find((route) => route.path === '/message/*?')?.loader).toBe('index');
  });
});
