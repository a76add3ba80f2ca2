import { describe, expect, it } from 'vitest';
import { uuidV5 } from './ids.js';

describe('uuidV5', () => {
  it('matches the RFC 9562 example (DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('is stable for a name and differs between names', () => {
    const ns = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
    expect(uuidV5('a', ns)).toBe(uuidV5('a', ns));
    expect(uuidV5('a', ns)).not.toBe(uuidV5('b', ns));
  });
});
