import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// One runner, three tiers chosen by file name (STYLE.md 12). Sources of the workspace
// packages are resolved through the "@teamledger/source" export condition, so tests
// never need a build first.
const conditions = ['@teamledger/source', ...defaultServerConditions];
const resolve = { conditions };
const ssr = { resolve: { conditions, externalConditions: conditions } };
// Global setup files load in vitest's own environment, which ignores the two above.
const environments = { __vitest__: { resolve: { conditions } } };
const exclude = ['**/node_modules/**', '**/dist/**'];
// Vitest's default is one worker per core but one: a single file at a time on two cores.
// Unit and integration files share nothing (each has its own database and Redis prefix), and
// an integration file spends much of its time waiting on PostgreSQL: two at a time.
const maxWorkers = 2;
// Reliability files that mostly wait on the wall clock (the email-faults test sits through a
// 2-minute SMTP refusal, redis-outage through Redis down for 10 s and 60 s): npm test runs
// them beside the end-to-end tier (scripts/test.mjs).
const waitingReliability = [
  'tests/reliability/email-faults.reliability.test.ts',
  'tests/reliability/redis-outage.reliability.test.ts',
];

// expect.poll gives up after 1 s by default: a read model or a page that follows a command
// took longer on a loaded machine. It waits for a state that comes; 10 s is far from normal.
const expect = { poll: { timeout: 10_000 } };

export default defineConfig({
  resolve,
  ssr,
  environments,
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve,
        ssr,
        environments,
        test: {
          name: 'unit',
          expect,
          include: ['**/*.unit.test.{ts,tsx}'],
          exclude,
          maxWorkers,
          // A component test renders in jsdom in 1-2 s; on a loaded 2-core machine the same
          // test took past vitest's 5 s default. A bound that only catches a hang sits far away.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        ssr,
        environments,
        test: {
          name: 'int',
          expect,
          include: ['**/*.int.test.ts'],
          exclude,
          maxWorkers,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        environments,
        test: {
          name: 'e2e',
          expect,
          include: ['**/*.e2e.test.ts'],
          exclude,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each with its own stack and Chromium: a file spends most of
          // its time waiting on its page, its api or its projector, so two overlap on 2 cores.
          maxWorkers,
        },
      },
      {
        resolve,
        ssr,
        environments,
        test: {
          name: 'reliability',
          expect,
          include: ['tests/reliability/**/*.reliability.test.ts'],
          exclude: [...exclude, ...waitingReliability],
          globalSetup: ['tests/support/global-setup.ts'],
          // Bounded: each test injects faults for a fixed number of runs and must end well
          // within these, so the whole tier stays a few minutes of CI.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // They start servers (a private PostgreSQL, the whole stack) and load them: one
          // file at a time on two cores, so timings stay what the tests expect.
          fileParallelism: false,
        },
      },
      {
        resolve,
        ssr,
        environments,
        test: {
          name: 'reliability-waiting',
          expect,
          include: waitingReliability,
          exclude,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
