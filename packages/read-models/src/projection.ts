import type { RecordedEvent } from '@teamledger/eventstore';
import type { ClientBase } from 'pg';

/**
 * A read model: the tables it owns and how each handled event changes them. apply() runs
 * inside the runner's transaction and must be idempotent (replaying an event changes
 * nothing), so write with upserts keyed by the event's natural identity.
 */
export interface Projection {
  /** Unique and stable: it names the checkpoint row and the advisory lock. */
  readonly name: string;
  /** Bump when the tables or apply() change meaning: the runner then rebuilds from zero. */
  readonly version: number;
  /** Event types this projection reads; every other event only advances its checkpoint. */
  readonly handles: readonly string[];
  /** Tables dropped on rebuild, in an order that respects foreign keys. */
  readonly tables: readonly string[];
  /** Creates the tables and indexes (IF NOT EXISTS). */
  setup(tx: ClientBase): Promise<void>;
  apply(tx: ClientBase, event: RecordedEvent): Promise<void>;
}

/** Tables are SQL identifiers we write ourselves; this guards against a typo turning into SQL. */
export function quoteTable(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid table name: ${name}`);
  return `"${name}"`;
}
