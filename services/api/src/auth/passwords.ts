import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP / ASVS 5.0 baseline for argon2id: 19 MiB memory, 2 iterations, 1 lane.
// (algorithm 2 is Argon2id; the library's enum is a const enum we cannot import.)
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throwaway hash when the account does not exist, so a wrong email
 * takes as long as a wrong password and does not reveal which accounts exist.
 */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  await verifyPassword(await dummyHash, password);
}
