import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFiles } from '../../src/views/page-index';
import { appRoutes } from '../../src/views/route-table';

const routeTableSource = fs.readFileSync(path.resolve(__dirname, '../../src/views/route-table.tsx'), 'utf8');

describe('route table', () => {
  it('names only page files the page index has, for every signed-in route', () => {
    const named = [...routeTableSource.matchAll(/signedInPage\('([^']+)'\)/g)].map((match) => match[1]);
    expect(named.length).toBe(appRoutes.filter((route) => route.roles.length > 0).length);
    for (const file of named) expect(pageFiles).toContain(file);
  });

  it('loads a signed-in page through the page index', async () => {
    const home = appRoutes.find((route) => route.path === '/home');
    const loaded = (await home?.component.preload?.()) as { default?: unknown } | undefined;
    expect(typeof loaded?.default).toBe('function');
  });
});
