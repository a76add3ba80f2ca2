import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@teamledger/eventstore';

/**
 * Numbers domain events as the store would: each gets the next global position, an id and
 * metadata, so read-model tests can apply them without an event store.
 */
export function eventRecorder(start = 0n) {
  let position = start;
  return function recorded(
    event: { type: string; data: unknown },
    stream: string,
    at = '2026-03-02T09:00:00.000Z',
  ): RecordedEvent {
    position += 1n;
    return {
      id: randomUUID(),
      type: event.type,
      data: event.data,
      stream,
      revision: 0,
      position,
      metadata: { actorId: null, at, correlationId: 'c', causationId: null, source: 'web' },
    };
  };
}
