import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination-bar';

describe('pageWindow', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 4, [1, 2, 3, 4]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [6, 10, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 10]],
    [10, 10, [1, 'gap', 8, 9, 10]],
  ])('page %i of %i -> %j', (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });
});
