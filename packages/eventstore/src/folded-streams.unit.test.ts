import { describe, expect, it } from 'vitest';
import { FoldedStreams, foldedEventBytes, type FoldedStream } from './folded-streams.js';

const decider = {};
const entry = (bytes: number, revision = 0): FoldedStream => ({
  decider,
  state: null,
  revision,
  ids: new Set(),
  bytes,
});

describe('FoldedStreams', () => {
  it('estimates a folded event as its id and twice its JSON', () => {
    expect(foldedEventBytes([])).toBe(0);
    // {"a":"xy"} is 10 characters.
    expect(foldedEventBytes([{ data: { a: 'xy' } }, { data: { a: 'xy' } }])).toBe(2 * (128 + 20));
  });

  it('drops the least recently used streams once their bytes pass the bound', () => {
    const folded = new FoldedStreams({ streams: 100, bytes: 1_000 });
    folded.set('a', entry(400));
    folded.set('b', entry(400));
    expect(folded.get('a', decider)).toBeDefined();
    folded.set('c', entry(400));
    expect(folded.get('b', decider)).toBeUndefined();
    expect([folded.size, folded.bytes]).toEqual([2, 800]);
  });

  it('counts a stream once when a later fold replaces it', () => {
    const folded = new FoldedStreams({ bytes: 1_000 });
    folded.set('a', entry(300, 1));
    folded.set('a', entry(500, 2));
    folded.delete('b');
    expect([folded.size, folded.bytes]).toEqual([1, 500]);
    folded.delete('a');
    expect([folded.size, folded.bytes]).toEqual([0, 0]);
  });

  it('keeps no stream larger than the whole bound, and forgets its older fold', () => {
    const folded = new FoldedStreams({ bytes: 1_000 });
    folded.set('a', entry(600, 1));
    folded.set('a', entry(1_200, 2));
    expect(folded.get('a', decider)).toBeUndefined();
    expect(folded.bytes).toBe(0);
  });
});
