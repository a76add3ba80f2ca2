import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventData, RecordedEvent } from './event-store.js';
import { classifyAppend } from './idempotency.js';

const event = (): EventData => ({
  id: randomUUID(),
  type: 'ThingHappened',
  data: {},
  metadata: {
    actorId: null,
    at: '2025-01-01T00:00:00.000Z',
    correlationId: randomUUID(),
    causationId: null,
    source: 'system',
  },
});

const recorded = (events: EventData[], firstPosition: bigint): RecordedEvent[] =>
  events.map((e, i) => ({
    ...e,
    stream: 's',
    revision: i,
    position: firstPosition + BigInt(i) * 10n,
  }));

describe('classifyAppend', () => {
  const stored = [event(), event(), event(), event()];
  const stream = recorded(stored, 100n);

  it('treats ids the stream does not hold as a new append', () => {
    expect(classifyAppend([event(), event()], stream)).toEqual({ kind: 'new' });
    expect(classifyAppend([event()], [])).toEqual({ kind: 'new' });
  });

  it('answers a retry with the current revision and the position of its last event', () => {
    expect(classifyAppend(stored.slice(0, 2), stream)).toEqual({
      kind: 'already-appended',
      result: { nextRevision: 3, position: 110n },
    });
    expect(classifyAppend([stored[3] as EventData], stream)).toEqual({
      kind: 'already-appended',
      result: { nextRevision: 3, position: 130n },
    });
  });

  it('matches ids regardless of letter case', () => {
    const upper = { ...(stored[1] as EventData), id: (stored[1] as EventData).id.toUpperCase() };
    expect(classifyAppend([upper], stream)).toMatchObject({ kind: 'already-appended' });
  });

  it('reports the known ids of an append mixing known and new ones', () => {
    const known = stored[2] as EventData;
    expect(classifyAppend([event(), known], stream)).toEqual({
      kind: 'partly-appended',
      knownIds: [known.id],
    });
  });
});
