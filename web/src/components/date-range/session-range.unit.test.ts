import { describe, expect, it } from 'vitest';
import { readSessionRange, SESSION_RANGE_KEY } from './session-range';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === SESSION_RANGE_KEY ? value : null),
});

describe('readSessionRange', () => {
  it('reads a stored range', () => {
    expect(readSessionRange(storage('{"from":"2026-03-01","to":"2026-03-08"}'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-08',
    });
  });

  it.each([null, '', 'not json', '{"from":"2026-02-30","to":"2026-03-08"}', '{"from":1}'])(
    'ignores %j',
    (value) => {
      expect(readSessionRange(storage(value))).toBeNull();
    },
  );
});
