import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './cluster';

describe('README "Running several processes"', () => {
  it('shows the nginx configuration the scale-out suite runs', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    const shown = /## Running several processes[\s\S]*?```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(shown).toBe(nginxConfig({ dir: '/tmp/portal-nginx', port: 8080, upstreams: [8081, 8082] }));
  });
});
