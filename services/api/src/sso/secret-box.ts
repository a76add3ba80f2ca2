import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals short secrets with AES-256-GCM under a key derived (HKDF-SHA256) from the API's
 * JWT_SECRET and a purpose, so one purpose's box cannot open another's (D281). A sealed
 * value is `v1.<base64url of iv, tag and ciphertext>`; a changed JWT_SECRET opens nothing.
 */
export class SecretBox {
  private readonly key: Buffer;
  private readonly aad: Buffer;

  constructor(rootSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', rootSecret, 'teamledger', purpose, 32));
    this.aad = Buffer.from(purpose);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(this.aad);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The plain text, or null for anything this box did not seal (tampered, other key). */
  open(sealed: string): string | null {
    const [version, payload] = sealed.split('.');
    if (version !== VERSION || payload === undefined) return null;
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES))
        .setAAD(this.aad)
        .setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }
}
