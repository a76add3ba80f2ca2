import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCodes,
} from './two-factor.js';

const key = Buffer.alloc(32, 3).toString('base64');
const otherKey = Buffer.alloc(32, 4).toString('base64');
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** 2026-03-02 08:00:10 UTC: ten seconds into a 30-second step. */
const now = new Date('2026-03-02T08:00:10Z');
const epoch = now.getTime() / 1000;
const step = Math.floor(epoch / 30);

describe('the stored secret', () => {
  it('is encrypted anew each time and reads back only with its key', () => {
    const first = encryptSecret(secret, key);
    const second = encryptSecret(secret, key);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(first.split(':')[0]).toBe('v1');
    expect(decryptSecret(first, key)).toBe(secret);
    expect(() => decryptSecret(first, otherKey)).toThrow();
  });

  it('refuses a changed ciphertext (GCM authenticates it)', () => {
    const [format, iv, tag, data] = encryptSecret(secret, key).split(':') as [
      string,
      string,
      string,
      string,
    ];
    const bytes = Buffer.from(data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() =>
      decryptSecret([format, iv, tag, bytes.toString('base64')].join(':'), key),
    ).toThrow();
    expect(() => decryptSecret('plain-text', key)).toThrow(/v1 format/);
  });
});

describe('codes', () => {
  it('takes the code of now and of one step either way, never one already used', async () => {
    const code = (offset: number) => generateSync({ secret, epoch: epoch + offset });
    await expect(acceptedStep(secret, code(0), now, null)).resolves.toBe(step);
    await expect(acceptedStep(secret, code(-30), now, null)).resolves.toBe(step - 1);
    await expect(acceptedStep(secret, code(30), now, null)).resolves.toBe(step + 1);
    await expect(acceptedStep(secret, code(90), now, null)).resolves.toBeNull();
    await expect(acceptedStep(secret, code(0), now, step)).resolves.toBeNull();
    await expect(acceptedStep(secret, code(30), now, step)).resolves.toBe(step + 1);
    await expect(acceptedStep(secret, 'abcdef', now, null)).resolves.toBeNull();
  });

  it('makes ten different recovery codes, hashed the same however typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    expect(hashRecoveryCode('k7m2p-q9x4t')).toBe(hashRecoveryCode(' K7M2P Q9X4T'));
    expect(hashRecoveryCode('k7m2p-q9x4t')).not.toBe(hashRecoveryCode('k7m2p-q9x4u'));
  });
});
