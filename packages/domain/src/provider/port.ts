import type {
  AssemblaMilestone,
  AssemblaSpace,
  AssemblaStandup,
  AssemblaTask,
  AssemblaTicket,
  AssemblaUser,
  ProviderRecords,
} from './assembla.js';

/** A day range, inclusive, yyyy-mm-dd. */
export interface ProviderRange {
  from: string;
  to: string;
}

/**
 * The provider of work data (DESIGN.md decision 12), in Assembla's words: a Jira project or
 * a GitLab project is a space, a worklog or timelog a task, an issue a ticket. The Assembla adapter in the worker
 * implements it over HTTP. Every record is validated on its own: a list answers the records
 * that fit and the ones skipped, with their reasons.
 */
export interface WorkProvider {
  listSpaces(): Promise<ProviderRecords<AssemblaSpace>>;
  listSpaceUsers(spaceId: string): Promise<ProviderRecords<AssemblaUser>>;
  listMilestones(spaceId: string): Promise<ProviderRecords<AssemblaMilestone>>;
  /** null when the provider does not know the ticket (404); ProviderDataError when it does not fit. */
  getTicket(spaceId: string, number: number): Promise<AssemblaTicket | null>;
  /** The tasks of the spaces in the range, one page at a time. */
  taskPages(
    query: ProviderRange & { spaceIds: readonly string[] },
  ): AsyncIterable<ProviderRecords<AssemblaTask>>;
  listStandups(spaceId: string, range: ProviderRange): Promise<ProviderRecords<AssemblaStandup>>;
  /**
   * Where a ticket opens on the provider's site; left out, Assembla's
   * `<site>/spaces/<space>/tickets/<number>`.
   */
  ticketUrl?(spaceId: string, number: number): string;
  /**
   * The ids (as taskPages names them) of tasks deleted at the provider since the range's
   * first day began (Jira's deleted worklogs); left out, the provider tells of none.
   */
  deletedTaskIds?(range: ProviderRange): Promise<string[]>;
  /**
   * true when taskPages answers every task of the range as it stands (GitLab, which has no
   * deletion feed): a synced entry of the range it no longer answers was deleted there.
   */
  listsWholeRange?: boolean;
}

/** The provider answered something that does not fit its schema: nothing of it is applied. */
export class ProviderDataError extends Error {
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(`The provider's answer to ${call} was refused: ${reason}`);
    this.name = 'ProviderDataError';
  }
}

/** The provider kept failing (5xx, 429, network) after the adapter's own retries. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly call: string,
    readonly reason: string,
  ) {
    super(`The provider did not answer ${call}: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}
