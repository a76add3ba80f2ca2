import { describe, expect, it } from 'vitest';
import { leadRequestInputSchema } from './contracts.js';

const valid = {
  name: 'Dana Wells',
  email: 'dana@acme.test',
  assigneeId: '11111111-1111-4111-8111-111111111111',
};

describe('leadRequestInputSchema', () => {
  it.each([
    ['https://tickets.example.test/t/42', true],
    ['http://intranet/ticket?id=7', true],
    ['', true],
    ['javascript:alert(1)', false],
    ['ftp://files.example.test/t', false],
    ['tickets.example.test/t/42', false],
  ])('accepts %j as a ticket link: %s', (ticketUrl, ok) => {
    const result = leadRequestInputSchema.safeParse({ ...valid, ticketUrl });
    expect(result.success).toBe(ok);
    if (!ok) {
      expect(result.error?.issues[0]?.message).toBe(
        'Enter a link that starts with http:// or https://.',
      );
    }
  });

  it('needs a person to assign the lead to (SPEC.md 5)', () => {
    const result = leadRequestInputSchema.safeParse({ ...valid, assigneeId: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select user!']);
  });
});
