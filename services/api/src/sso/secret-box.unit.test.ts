import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const ROOT = 'a-jwt-secret-of-at-least-thirty-two-characters';

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = new SecretBox(ROOT, 'sso-client-secret');
    const sealed = box.seal('client-secret-ü');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed)).toBe('client-secret-ü');
    expect(box.seal('client-secret-ü')).not.toBe(sealed);
  });

  it("opens nothing tampered, another purpose's or another key's", () => {
    const sealed = new SecretBox(ROOT, 'sso-client-secret').seal('secret');
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(new SecretBox(ROOT, 'sso-client-secret').open(flipped)).toBeNull();
    expect(new SecretBox(ROOT, 'sso-flow').open(sealed)).toBeNull();
    expect(new SecretBox(`${ROOT}-rotated`, 'sso-client-secret').open(sealed)).toBeNull();
    expect(new SecretBox(ROOT, 'sso-client-secret').open('v1.short')).toBeNull();
    expect(new SecretBox(ROOT, 'sso-client-secret').open('garbage')).toBeNull();
  });
});
