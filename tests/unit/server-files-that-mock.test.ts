import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

// The server project shares modules between files; a file that mocks one must be listed to run isolated.
describe('server test files that mock modules', () => {
  it('are exactly the ones listed to run isolated', () => {
    const folder = path.join(process.cwd(), 'tests/server');
    const mocking = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(folder, file), 'utf8')))
      .map((file) => `tests/server/${file.split(path.sep).join('/')}`)
      .sort();
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; include?: string[] } }[];
    const isolated = projects.find((project) => project.test?.name === 'server-mocks')?.test?.include ?? [];
    expect(mocking).toEqual([...isolated].sort());
  });
});
