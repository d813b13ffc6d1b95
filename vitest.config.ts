import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database (a temp SQLite file or a PostgreSQL schema), so files run in parallel.
          fileParallelism: true,
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
