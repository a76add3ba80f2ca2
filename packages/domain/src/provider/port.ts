import type {
  AssemblaMilestone,
  AssemblaSpace,
  AssemblaStandup,
  AssemblaTask,
  AssemblaTicket,
  AssemblaUser,
} from './assembla.js';

/** A day range, inclusive, yyyy-mm-dd. */
export interface ProviderRange {
  from: string;
  to: string;
}

/**
 * The provider of work data (DESIGN.md decision 12). The Assembla adapter in the worker
 * implements it over HTTP; every answer is already validated, so what a caller gets is whole.
 */
export interface WorkProvider {
  listSpaces(): Promise<AssemblaSpace[]>;
  listSpaceUsers(spaceId: string): Promise<AssemblaUser[]>;
  listMilestones(spaceId: string): Promise<AssemblaMilestone[]>;
  /** null when the provider does not know the ticket (404). */
  getTicket(spaceId: string, number: number): Promise<AssemblaTicket | null>;
  /** The tasks of the spaces in the range, one validated page at a time. */
  taskPages(query: ProviderRange & { spaceIds: readonly string[] }): AsyncIterable<AssemblaTask[]>;
  listStandups(spaceId: string, range: ProviderRange): Promise<AssemblaStandup[]>;
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
