import { describe, expect, it } from 'vitest';
import { isPermanentMailError } from './mailer.js';

describe('isPermanentMailError', () => {
  it.each([
    ['550 unknown recipient', { code: 'EENVELOPE', responseCode: 550 }, true],
    ['554 message refused', { code: 'EMESSAGE', responseCode: 554 }, true],
    ['535 bad credentials', { code: 'EAUTH', responseCode: 535 }, true],
    ['503 bad sequence (a new session may pass)', { code: 'EPROTOCOL', responseCode: 503 }, false],
    ['451 try again later', { code: 'EENVELOPE', responseCode: 451 }, false],
    ['421 service closing', { code: 'ECONNECTION', responseCode: 421 }, false],
    ['connection refused', { code: 'ESOCKET' }, false],
    ['timeout', { code: 'ETIMEDOUT' }, false],
    ['DNS failure', { code: 'EDNS' }, false],
    ['no credentials', { code: 'ENOAUTH' }, true],
    ['no recipients', { code: 'EENVELOPE' }, true],
    ['an error nodemailer did not label', {}, false],
  ])('%s: permanent %s', (_name, fields, permanent) => {
    expect(isPermanentMailError(Object.assign(new Error('x'), fields))).toBe(permanent);
  });
});
