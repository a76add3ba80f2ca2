import type { Audience } from '../access/index.js';
import type { reportEndpoints } from './endpoints.js';

/**
 * Where a report's link sits in the top navigation: among the reports everyone reads
 * (before Add Standup and Add Hours Log) or among the all-user reports after them. Within
 * a place, links follow the order of `reports` (definitions.ts).
 */
export type NavigationPlace = 'before-forms' | 'after-forms';

export interface ReportNavigation {
  label: string;
  audience: Audience;
  place: NavigationPlace;
}

/**
 * One report: what the navigation, the web's paths and screens and the navigation tests
 * derive from (ARCHITECTURE.md "Reports: one definition each"). Its schemas, contracts and
 * CSV files sit beside it in `<report>/contract.ts`: zod and the columns' formatting stay out
 * of the web's first module, which reads these definitions to build the router.
 */
export interface ReportDefinition {
  /** The name of the report's folder in each package: the API and the web find its parts by it. */
  key: string;
  /**
   * The contract its screen reads, by its name in `reportEndpoints` (named, not held, so the
   * web's first module can read the definitions without the contracts' zod).
   */
  endpoint: keyof typeof reportEndpoints;
  /** The screen's router pattern, SPEC.md's spelling. */
  path: string;
  /** Its link in the top navigation; null when it has none (reached from another screen). */
  navigation: ReportNavigation | null;
  /** The chart above the table; null when it has none. */
  chart: { title: string } | null;
}

/** Keeps a definition's literal key and path: the web's paths and screen registry are typed by them. */
export const defineReport = <const Definition extends ReportDefinition>(
  definition: Definition,
): Definition => definition;
