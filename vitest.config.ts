import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const hasWeb = existsSync(new URL('./apps/web/vite.config.ts', import.meta.url));

// One runner, four projects: `unit` (shared, server logic, web components) runs first,
// then `api` (Fastify inject against a real database: PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 10_000,
        },
      },
      ...(hasWeb
        ? [
            {
              extends: './apps/web/vite.config.ts',
              test: {
                name: 'web',
                root: './apps/web',
                include: ['src/**/*.test.{ts,tsx}'],
                environment: 'jsdom',
                setupFiles: ['./src/test/setup.ts'],
                // Rendering with jsdom on a loaded 2-core machine: one dialog test took 5.1 s.
                testTimeout: 20_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          // One module graph per worker, not one per file: every file builds its own app on its own
          // database (test/helpers.ts), so nothing a file needs lives in module state. Loading the
          // server and PGlite afresh for each of 130 files cost about 40 % of the pass (measured:
          // the PGlite pass alone, 842 tests, 508 s this way).
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
