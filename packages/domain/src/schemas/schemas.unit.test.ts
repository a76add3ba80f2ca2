import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../calendar/index.js';
import {
  isoDateSchema,
  multiLineText,
  requiredText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
  TEXT_CHARACTERS_MESSAGE,
} from './schemas.js';

const name = singleLineText({ required: 'Name is required.', max: 20 });
const details = multiLineText({ max: 50 });
const problem = (schema: typeof name, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('text fields', () => {
  it.each([
    ['NUL', 'Ada\u0000'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
    ['a reversed pair', 'Ada\udc00\ud800'],
  ])('refuse %s in names and in text areas', (_case, value) => {
    expect(problem(name, value)).toBe(SINGLE_LINE_MESSAGE);
    expect(problem(details, value)).toBe(TEXT_CHARACTERS_MESSAGE);
  });

  it.each([
    ['a tab', 'Ada\tLovelace'],
    ['a line feed', 'Ada\nLovelace'],
    ['an escape', 'Ada\u001b[31m'],
    ['a C1 control', 'Ada\u0085'],
    ['DEL', 'Ada\u007f'],
    ['a right-to-left override', 'Ada\u202eecalevol'],
    ['a left-to-right embedding', '\u202aAda'],
    ['a first-strong isolate', 'Ada\u2068x\u2069'],
    ['a line separator', 'Ada\u2028Lovelace'],
  ])('refuse %s in names and titles', (_case, value) => {
    expect(problem(name, value)).toBe(SINGLE_LINE_MESSAGE);
  });

  it('keep line breaks and tabs in text areas, and refuse other control characters', () => {
    expect(details.parse('  Line 1\n\tLine 2\r\nLine 3  ')).toBe('Line 1\n\tLine 2\r\nLine 3');
    expect(problem(details, 'Beep\u0007')).toBe(TEXT_CHARACTERS_MESSAGE);
    expect(details.parse('Right-to-left \u202eworks here')).toBe('Right-to-left \u202eworks here');
  });

  it('accept letters of any script and emoji (whole surrogate pairs)', () => {
    expect(name.parse(' Zoë 山田 😀 ')).toBe('Zoë 山田 😀');
    expect(details.parse('👍🏽 done')).toBe('👍🏽 done');
  });

  it('keep the required and length messages', () => {
    expect(problem(name, '   ')).toBe('Name is required.');
    expect(problem(name, undefined)).toBe('Name is required.');
    expect(problem(name, 'x'.repeat(21))).toBe('At most 20 characters.');
    expect(details.parse('')).toBe('');
    const title = requiredText('Task Title', 5);
    expect(problem(title, '')).toBe('Task Title is required!');
    expect(problem(title, 'abcdef')).toBe('Task Title must be at most 5 characters');
    expect(requiredText('Task Details', 50, 'multi').parse('a\nb')).toBe('a\nb');
  });
});

describe('isoDateSchema', () => {
  const schema = isoDateSchema('Not a date');
  const message = (value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

  it('accepts the first and the last day of the range', () => {
    expect(schema.parse('1900-01-01')).toBe('1900-01-01');
    expect(schema.parse('2100-12-31')).toBe('2100-12-31');
  });

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
    'refuses %s with the range message',
    (date) => {
      expect(message(date)).toEqual([DATE_RANGE_MESSAGE]);
      expect(DATE_RANGE_MESSAGE).toBe('Choose a date from 1900-01-01 to 2100-12-31.');
    },
  );

  it('refuses what is not a date with its own message only', () => {
    expect(message('2026-02-30')).toEqual(['Not a date']);
    expect(message(20260101)).toEqual(['Not a date']);
  });

  it('is marked as a date in JSON Schema (OpenAPI)', () => {
    expect(z.toJSONSchema(z.object({ day: schema }))).toMatchObject({
      properties: { day: { type: 'string', format: 'date' } },
    });
  });
});
