import { parseEvent, type DomainEvent, type EventType } from '@teamledger/domain';
import type { EventMetadata, RecordedEvent } from '@teamledger/eventstore';
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
  /**
   * Tables an earlier version kept and this one no longer does: the rebuild to this version
   * drops them from the live schema when its tables take the old ones' place.
   */
  readonly retiredTables?: readonly string[];
  /** Creates the tables and indexes (IF NOT EXISTS). */
  setup(tx: ClientBase): Promise<void>;
  /**
   * Indexes setup creates that apply() never reads through (the queries' indexes): a
   * rebuild drops them from its shadow tables after setup and has setup build them again
   * once the shadow has reached the head, one sort each instead of an entry per row.
   */
  readonly deferredIndexes?: readonly string[];
  apply(tx: ClientBase, event: RecordedEvent): Promise<void>;
  /**
   * Set-based apply of a batch of handled events, in position order, with the same result
   * as apply() over each of them: a few statements for the whole batch instead of one per
   * event. Without it the runner calls apply() per event.
   */
  applyBatch?(tx: ClientBase, events: readonly RecordedEvent[]): Promise<void>;
}

/** Tables are SQL identifiers we write ourselves; this guards against a typo turning into SQL. */
export function quoteTable(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid table name: ${name}`);
  return `"${name}"`;
}

/** Where and when an event was recorded, next to its parsed data. */
export interface EventMeta {
  id: string;
  position: bigint;
  /** metadata.at: when the command happened, ISO UTC. */
  at: string;
  metadata: EventMetadata;
}

/** The handler of one event type: it gets that type's parsed event, nothing looser. */
export type ProjectionHandler<Type extends EventType> = (
  tx: ClientBase,
  event: Extract<DomainEvent, { type: Type }>,
  meta: EventMeta,
) => Promise<void>;

export type ProjectionHandlers = { [Type in EventType]?: ProjectionHandler<Type> };

/** A handled event, parsed, with its meta: what a set-based batch handler gets. */
export interface ParsedEvent {
  event: DomainEvent;
  meta: EventMeta;
}

export interface ProjectionDefinition extends Omit<Projection, 'handles' | 'apply' | 'applyBatch'> {
  /** One handler per event type the read model reads; those types are its `handles`. */
  handlers: ProjectionHandlers;
  /**
   * Optional set-based form of the handlers for a whole batch (handled events only, in
   * position order); it must leave the tables as the handlers applied one by one would.
   */
  applyBatch?: (tx: ClientBase, events: readonly ParsedEvent[]) => Promise<void>;
}

/** Splits events into runs of one type, in order: a batch statement per run keeps the order. */
export function consecutiveRuns<T extends { event: { type: string } }>(
  events: readonly T[],
): T[][] {
  const runs: T[][] = [];
  for (const item of events) {
    const run = runs.at(-1);
    if (run && run[0]!.event.type === item.event.type) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

/**
 * Each stored event read back once for every read model that handles it: the shared reader
 * hands the same RecordedEvent to all of them (a replay applies each batch to every read
 * model), and the upcasters and the zod schema are most of a replay's own work (D322). The
 * parsed event is the handlers' to read, never to change.
 */
const parsedEvents = new WeakMap<RecordedEvent, DomainEvent>();
function parsedOnce(recorded: RecordedEvent): DomainEvent {
  let event = parsedEvents.get(recorded);
  if (event === undefined) parsedEvents.set(recorded, (event = parseEvent(recorded)));
  return event;
}

const metaOf = (recorded: RecordedEvent): EventMeta => ({
  id: recorded.id,
  position: recorded.position,
  at: recorded.metadata.at,
  metadata: recorded.metadata,
});

/**
 * A projection from a handler per event type. `handles` is the handlers' keys, so the two
 * cannot disagree; a key that is no event type, or a field its event does not have, fails
 * the typecheck. apply() reads the stored payload back through the domain's parseEvent
 * (upcasters, then the zod schema) before the handler sees it.
 */
export function defineProjection({
  handlers,
  applyBatch,
  ...definition
}: ProjectionDefinition): Projection {
  const handles = Object.keys(handlers) as EventType[];
  const handlerOf = handlers as Partial<Record<string, ProjectionHandler<EventType>>>;
  return {
    ...definition,
    handles,
    ...(applyBatch && {
      async applyBatch(tx, events) {
        const parsed = events
          .filter((recorded) => Object.hasOwn(handlerOf, recorded.type))
          .map((recorded) => ({ event: parsedOnce(recorded), meta: metaOf(recorded) }));
        if (parsed.length > 0) await applyBatch(tx, parsed);
      },
    }),
    async apply(tx, recorded) {
      const handler = Object.hasOwn(handlerOf, recorded.type)
        ? handlerOf[recorded.type]
        : undefined;
      if (!handler) return;
      await handler(tx, parsedOnce(recorded), metaOf(recorded));
    },
  };
}
