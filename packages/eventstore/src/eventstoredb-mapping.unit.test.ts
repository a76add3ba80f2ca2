import { describe, expect, it } from 'vitest';
import {
  assertAfter,
  fromKurrentStreamState,
  fromPosition,
  isSystemEvent,
  toKurrentStreamState,
  toPosition,
} from './eventstoredb-mapping.js';

describe('EventStoreDB positions', () => {
  it('uses the commit position, also when an older server reports the append start as prepare', () => {
    expect(toPosition({ commit: 4_096n, prepare: 4_096n })).toBe(4_096n);
    // Second event of an append on an older server: prepare is the append's first position.
    expect(toPosition({ commit: 4_310n, prepare: 4_096n })).toBe(4_310n);
    expect(toPosition({ commit: 9_000_000_000_000n, prepare: 9_000_000_000_000n })).toBe(
      9_000_000_000_000n,
    );
    expect(() => toPosition({ commit: -1n, prepare: -1n })).toThrow(RangeError);
  });

  it('resumes from the exact log position, and from the start for 0n', () => {
    expect(fromPosition(4_310n)).toEqual({ commit: 4_310n, prepare: 4_310n });
    expect(fromPosition(0n)).toBeUndefined();
    expect(() => fromPosition(-5n)).toThrow(RangeError);
  });

  it('refuses events that do not follow the previous one instead of dropping them', () => {
    const first = { id: 'a', position: 100n };
    expect(() => assertAfter(first, { id: 'b', position: 101n })).not.toThrow();
    expect(() => assertAfter(first, { id: 'b', position: 100n })).toThrow(
      /sharing a commit position/,
    );
    expect(() => assertAfter(first, { id: 'b', position: 99n })).toThrow(/event b/);
  });
});

describe('EventStoreDB revisions', () => {
  it('maps expected revisions to the client constants and bigint revisions', () => {
    expect(toKurrentStreamState('any')).toBe('any');
    expect(toKurrentStreamState('no_stream')).toBe('no_stream');
    expect(toKurrentStreamState('stream_exists')).toBe('stream_exists');
    expect(toKurrentStreamState(0)).toBe(0n);
    expect(toKurrentStreamState(41)).toBe(41n);
  });

  it('maps the actual revision of a conflict back to ours', () => {
    expect(fromKurrentStreamState('no_stream')).toBe('no_stream');
    expect(fromKurrentStreamState(-1n)).toBe('no_stream');
    expect(fromKurrentStreamState(0n)).toBe(0);
    expect(fromKurrentStreamState(7n)).toBe(7);
  });
});

describe('isSystemEvent', () => {
  it('recognises events of EventStoreDB itself by type or stream', () => {
    expect(isSystemEvent({ streamId: '$stats-0.0.0.0:2113', type: '$statsCollected' })).toBe(true);
    expect(isSystemEvent({ streamId: '$ce-user', type: '$>' })).toBe(true);
    expect(isSystemEvent({ streamId: '$$user-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: 'user-1', type: 'UserRegistered' })).toBe(false);
  });
});
