import { describe, expect, it } from 'vitest';
import { moveItem } from './move';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 1, ['a', 'b', 'c', 'd']],
    [2, 9, ['a', 'b', 'd', 'c']],
    [1, -3, ['b', 'a', 'c', 'd']],
    [7, 0, ['a', 'b', 'c', 'd']],
  ])('moves index %i to %i', (from, to, expected) => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, from, to)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
