import { readdir } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reports } from '@teamledger/domain';

/** What a report's folder exports from `<report>/route.ts`: the plugin implementing its contracts. */
export interface ReportRouteModule {
  reportRoute: FastifyPluginAsyncZod;
}

/**
 * The folders beside this file, one per report that implements contracts, named by its
 * definition's key (packages/domain/src/reports/<report>/definition.ts). A report that reads
 * another's contract (users-report reads task-logs') has none.
 */
export async function reportFolders(): Promise<string[]> {
  const entries = await readdir(new URL('.', import.meta.url), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Loads `<report>/route.ts` of a report's folder (resolved as any import: .ts under vitest and tsx). */
export const loadReportRoute = (folder: string): Promise<ReportRouteModule> =>
  import(/* @vite-ignore */ `./${folder}/route.js`) as Promise<ReportRouteModule>;

/**
 * Every report's routes, found by convention: each folder here is a report's key and holds
 * its `route.ts`, so a new report adds its folder and no line here. A folder that is no
 * report's key stops the app.
 */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const keys = new Set<string>(reports.map((report) => report.key));
  for (const folder of await reportFolders()) {
    if (!keys.has(folder)) {
      throw new Error(`services/api/src/reports/${folder} is not the key of a report definition`);
    }
    await app.register((await loadReportRoute(folder)).reportRoute);
  }
};
