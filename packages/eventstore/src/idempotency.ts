import type { AppendResult, EventData, RecordedEvent } from './event-store.js';

export type RetryVerdict =
  /** None of the ids is in the stream: append. */
  | { kind: 'new' }
  /** Every id is in the stream: a retry of an append that already happened. */
  | { kind: 'already-appended'; result: AppendResult }
  /** Some ids are in the stream, others are not: not a retry, refuse. */
  | { kind: 'partly-appended'; knownIds: string[] };

/**
 * Decides whether an append repeats one already in `existing` (the whole stream). The
 * result of a retry is the stream's current revision and the position of the repeated
 * events, so a retry right after the original returns exactly what the original returned.
 */
export function classifyAppend(events: EventData[], existing: RecordedEvent[]): RetryVerdict {
  const stored = new Map(existing.map((event) => [event.id.toLowerCase(), event]));
  const known = events.flatMap((event) => stored.get(event.id.toLowerCase()) ?? []);
  if (known.length === 0) return { kind: 'new' };
  if (known.length < events.length) {
    return { kind: 'partly-appended', knownIds: known.map((event) => event.id) };
  }
  const last = existing[existing.length - 1];
  const position = known.reduce((max, event) => (event.position > max ? event.position : max), 0n);
  return {
    kind: 'already-appended',
    result: { nextRevision: last ? last.revision : -1, position },
  };
}
