import type { z } from 'zod';
import type { DomainEventShape } from './decider.js';

/** An event as the event store hands it over: its payload not checked yet. */
export interface StoredEvent {
  type: string;
  data: unknown;
  id?: string;
  stream?: string;
  position?: bigint;
}

/**
 * Turns an older shape of an event's data into the current one. Every upcaster of a type
 * runs on every event of that type, in order, so each must leave newer shapes as they are.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

/** How one event type's data is read back: older shapes upcast, then checked by the schema. */
export interface EventDefinition<Data> {
  schema: z.ZodType<Data>;
  upcasters?: readonly Upcaster[];
}

/** One definition per event type of `Event`, no more, no fewer. */
export type EventDefinitions<Event extends DomainEventShape> = {
  [Type in Event['type']]: EventDefinition<Extract<Event, { type: Type }>['data']>;
};

const where = (event: StoredEvent) =>
  `event ${event.id ?? '(no id)'}` +
  (event.stream === undefined ? '' : ` in ${event.stream}`) +
  (event.position === undefined ? '' : ` at position ${event.position}`);

/** A stored event whose type this version of the product does not know. */
export class UnknownEventTypeError extends Error {
  readonly eventType: string;
  readonly eventId: string | undefined;
  readonly position: bigint | undefined;

  constructor(event: StoredEvent) {
    super(`Unknown event type ${event.type}: ${where(event)}`);
    this.name = 'UnknownEventTypeError';
    this.eventType = event.type;
    this.eventId = event.id;
    this.position = event.position;
  }
}

/** A stored event whose data does not fit its type's schema, even after upcasting. */
export class EventParseError extends Error {
  readonly eventType: string;
  readonly eventId: string | undefined;
  readonly position: bigint | undefined;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(event: StoredEvent, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const detail = first ? `${first.path.join('.') || '(data)'}: ${first.message}` : 'invalid';
    super(`${event.type} ${where(event)} does not fit its schema: ${detail}`);
    this.name = 'EventParseError';
    this.eventType = event.type;
    this.eventId = event.id;
    this.position = event.position;
    this.issues = issues;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A parser for the event types of `definitions`: upcasts the stored data, parses it with
 * the type's schema and returns the typed event. Throws UnknownEventTypeError for any other
 * type and EventParseError when the data does not fit.
 */
export function eventParser<Event extends DomainEventShape>(
  definitions: EventDefinitions<Event>,
): (stored: StoredEvent) => Event {
  const byType = definitions as Partial<Record<string, EventDefinition<unknown>>>;
  return (stored) => {
    const definition = Object.hasOwn(byType, stored.type) ? byType[stored.type] : undefined;
    if (!definition) throw new UnknownEventTypeError(stored);
    let data = stored.data;
    for (const upcast of definition.upcasters ?? []) {
      if (isRecord(data)) data = upcast(data);
    }
    const parsed = definition.schema.safeParse(data);
    if (!parsed.success) throw new EventParseError(stored, parsed.error.issues);
    return { type: stored.type, data: parsed.data } as Event;
  };
}
