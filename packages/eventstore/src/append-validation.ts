import type { EventData, ExpectedRevision } from './event-store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Rejects appends that no adapter could store faithfully, before any I/O, so both adapters
 * fail the same way with a message that names the problem.
 */
export function validateAppend(
  stream: string,
  events: EventData[],
  expectedRevision: ExpectedRevision,
): void {
  if (typeof stream !== 'string' || stream.length === 0) {
    throw new TypeError('appendToStream: stream must be a non-empty string');
  }
  if (stream.startsWith('$')) {
    // EventStoreDB reserves $-streams for itself; keep the PostgreSQL store portable.
    throw new TypeError(`appendToStream: stream ${stream} must not start with $`);
  }
  if (!Array.isArray(events) || events.length === 0) {
    // An empty append has no id to make it idempotent and no position to return.
    throw new TypeError(`appendToStream(${stream}): events must be a non-empty array`);
  }
  const seen = new Set<string>();
  for (const event of events) {
    if (typeof event.id !== 'string' || !UUID.test(event.id)) {
      throw new TypeError(`appendToStream(${stream}): event id ${String(event.id)} is not a uuid`);
    }
    const id = event.id.toLowerCase();
    if (seen.has(id)) {
      throw new TypeError(`appendToStream(${stream}): event id ${id} appears twice`);
    }
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0 || event.type.startsWith('$')) {
      throw new TypeError(
        `appendToStream(${stream}): event type ${String(event.type)} must be a non-empty string not starting with $`,
      );
    }
    if (event.data === undefined) {
      throw new TypeError(`appendToStream(${stream}): event ${id} has no data`);
    }
  }
  if (
    typeof expectedRevision === 'number' &&
    !(Number.isSafeInteger(expectedRevision) && expectedRevision >= 0)
  ) {
    throw new TypeError(
      `appendToStream(${stream}): expectedRevision ${expectedRevision} must be a non-negative integer`,
    );
  }
}

export function validateLimit(limit: number | undefined): void {
  if (limit !== undefined && !(Number.isSafeInteger(limit) && limit >= 0)) {
    throw new TypeError(`readAll: limit ${limit} must be a non-negative integer`);
  }
}

export function validateBatchSize(maxBatchSize: number): void {
  if (!(Number.isSafeInteger(maxBatchSize) && maxBatchSize > 0)) {
    throw new TypeError(`subscribeToAll: maxBatchSize ${maxBatchSize} must be a positive integer`);
  }
}

export function validateFrom(from: bigint | undefined, operation: string): void {
  if (from !== undefined && (typeof from !== 'bigint' || from < 0n)) {
    throw new TypeError(`${operation}: from must be a non-negative bigint`);
  }
}
