import { existsSync } from 'node:fs';
import { reports } from '@teamledger/domain';
import { describe, expect, it } from 'vitest';
import { loadReportRoute, reportFolders } from './routes.js';

// Loading every route module transforms it and what it imports: seconds on a busy machine.
const SLOW_IMPORTS_MS = 60_000;

describe('the report route folders', () => {
  it('are each named by a report definition key and hold a route.ts', async () => {
    const keys = reports.map((report) => report.key);
    const folders = await reportFolders();
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) {
      expect(keys, folder).toContain(folder);
      expect(existsSync(new URL(`./${folder}/route.ts`, import.meta.url)), folder).toBe(true);
    }
  });

  it(
    'each export the plugin that implements the report',
    async () => {
      for (const folder of await reportFolders()) {
        expect(typeof (await loadReportRoute(folder)).reportRoute, folder).toBe('function');
      }
    },
    SLOW_IMPORTS_MS,
  );
});
