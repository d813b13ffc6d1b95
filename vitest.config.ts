import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Server test files that replace a module with vi.mock. On PostgreSQL the `server` project shares one
 * module graph among the files of a worker (isolate: false), where a mock would leak into, or miss, other files;
 * these run in the isolated `server-mocks` project instead (tests/unit/server-files-that-mock.test.ts checks the list).
 */
const SERVER_FILES_THAT_MOCK_MODULES = ['tests/server/sign-in-throttle.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on the two-core CI machine,
    // where the server suites spend much of their time waiting on the database. Two at least.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Path tests are CPU-bound graph walks: the timeout only catches a hang, not slowness on a busy machine.
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/views/setup.ts'],
          // Typed input and rendering take CPU: 15 s catches a hang without failing a test on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: SERVER_FILES_THAT_MOCK_MODULES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database (a temp SQLite file or a PostgreSQL schema), so files run in parallel.
          fileParallelism: true,
          // On PostgreSQL each file builds its own app, so the files of a worker share one module graph:
          // importing the server afresh for every file was a third of the suite's CPU time. Not on SQLite:
          // there a worker running many files' better-sqlite3 databases once hung in a native lock (CI run
          // of 2026-11-24), so each SQLite file keeps a process of its own.
          isolate: process.env.TEST_DATABASE !== 'postgres',
        },
      },
      {
        extends: true,
        // Server files that replace a module with vi.mock need a module graph of their own.
        test: {
          name: 'server-mocks',
          include: SERVER_FILES_THAT_MOCK_MODULES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two real server processes, PostgreSQL, Redis and nginx (issue 9): `npm run test:scale-out`.
          name: 'scale-out',
          include: ['tests/scale-out/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
