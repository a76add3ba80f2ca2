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
  /** Creates the tables and indexes (IF NOT EXISTS). */
  setup(tx: ClientBase): Promise<void>;
  apply(tx: ClientBase, event: RecordedEvent): Promise<void>;
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

export interface ProjectionDefinition extends Omit<Projection, 'handles' | 'apply'> {
  /** One handler per event type the read model reads; those types are its `handles`. */
  handlers: ProjectionHandlers;
}

/**
 * A projection from a handler per event type. `handles` is the handlers' keys, so the two
 * cannot disagree; a key that is no event type, or a field its event does not have, fails
 * the typecheck. apply() reads the stored payload back through the domain's parseEvent
 * (upcasters, then the zod schema) before the handler sees it.
 */
export function defineProjection({ handlers, ...definition }: ProjectionDefinition): Projection {
  const handles = Object.keys(handlers) as EventType[];
  const handlerOf = handlers as Partial<Record<string, ProjectionHandler<EventType>>>;
  return {
    ...definition,
    handles,
    async apply(tx, recorded) {
      const handler = Object.hasOwn(handlerOf, recorded.type)
        ? handlerOf[recorded.type]
        : undefined;
      if (!handler) return;
      const event = parseEvent(recorded) as Extract<DomainEvent, { type: EventType }>;
      await handler(tx, event, {
        id: recorded.id,
        position: recorded.position,
        at: recorded.metadata.at,
        metadata: recorded.metadata,
      });
    },
  };
}
