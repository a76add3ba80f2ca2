import { describe, expect, it } from 'vitest';
import {
  assemblaMilestoneSchema,
  assemblaSpaceSchema,
  assemblaStandupSchema,
  assemblaTaskSchema,
  assemblaTicketSchema,
  assemblaUserSchema,
  parseRecords,
} from './assembla.js';

const task = {
  id: 9001,
  description: 'Back off on 429',
  url: 'https://api.assembla.com/v1/tasks/9001',
  hours: '1.5',
  begin_at: '2026-03-10T09:00:00Z',
  end_at: '2026-03-10T10:30:00Z',
  billed: false,
  space_id: 'northwind-platform',
  ticket_id: 77,
  ticket_number: 241,
  user_id: 'u-pavel',
  created_at: '2026-03-10T10:31:00Z',
  updated_at: '2026-03-10T10:31:00Z',
};

describe('Assembla responses', () => {
  it('reads hours from their string and ids as strings', () => {
    expect(assemblaTaskSchema.parse(task)).toMatchObject({
      id: '9001',
      hours: 1.5,
      ticket_id: '77',
      ticket_number: 241,
      space_id: 'northwind-platform',
    });
  });

  it('skips a bad record of a page with its reason, keeping the ones beside it', () => {
    const bad = { ...task, id: 9002, hours: 'one and a half' };
    const result = parseRecords(
      assemblaTaskSchema,
      [task, bad, { ...task, id: 9003 }],
      'tasks page 1',
    );
    expect(result?.records.map((t) => t.id)).toEqual(['9001', '9003']);
    expect(result?.skipped).toEqual([
      {
        record: 'tasks page 1, record 2 (id 9002)',
        reason: expect.stringContaining('hours'),
      },
    ]);
    expect(parseRecords(assemblaTaskSchema, { tasks: [] }, 'tasks page 1')).toBeNull();
  });

  it('names a record by its position when its id is itself bad', () => {
    const result = parseRecords(assemblaTaskSchema, [{ ...task, id: 'a\u0000b' }], 'tasks page 3');
    expect(result?.skipped[0]?.record).toBe('tasks page 3, record 1');
  });

  const standup = {
    id: 5,
    user_id: 'u-pavel',
    filled_for: '2026-03-10',
    what_i_did: 'Paging',
    what_i_will_do: 'Retries',
    roadblocks: null,
    created_at: '2026-03-10T08:05:00Z',
  };

  it.each([
    ['a day that does not exist', { filled_for: '2026-02-30' }],
    ['a month that does not exist', { filled_for: '2026-13-01' }],
    ['year zero', { filled_for: '0000-01-01' }],
    ['a day past 2100', { filled_for: '2101-01-01' }],
    ['an instant that is no date-time', { created_at: 'yesterday' }],
    ['an instant in year zero', { created_at: '0000-01-01T00:00:00Z' }],
    ['NUL in an answer', { what_i_did: 'a\u0000b' }],
    ['a lone surrogate', { roadblocks: 'x\ud800' }],
    ['a control character', { what_i_will_do: 'beep\u0007' }],
    ['an answer longer than a person may write', { what_i_did: 'x'.repeat(2001) }],
  ])('refuses a standup with %s', (_case, change) => {
    expect(assemblaStandupSchema.safeParse({ ...standup, ...change }).success).toBe(false);
  });

  it.each([
    ['NUL in the description', { description: 'Fix\u0000' }],
    ['hours that are no number', { hours: 'NaN' }],
    ['negative hours', { hours: -1 }],
    ['infinite hours', { hours: '1e999' }],
    ['a begin that is no instant', { begin_at: '2026-03-10' }],
    ['an id with a line break', { id: 'a\nb' }],
    ['an id too long', { id: 'x'.repeat(101) }],
    ['a ticket number too large', { ticket_number: 2 ** 60 }],
  ])('refuses a task with %s', (_case, change) => {
    expect(assemblaTaskSchema.safeParse({ ...task, ...change }).success).toBe(false);
  });

  it('refuses control and text-direction characters in names and titles', () => {
    expect(assemblaSpaceSchema.safeParse({ id: 's', name: 'Core\u202e' }).success).toBe(false);
    expect(
      assemblaMilestoneSchema.safeParse({
        id: 1,
        title: 'R\n3',
        is_completed: false,
        space_id: 's',
      }).success,
    ).toBe(false);
    expect(
      assemblaTicketSchema.safeParse({ id: 1, number: 2, summary: 'a\u0000', status: 'New' })
        .success,
    ).toBe(false);
  });

  it('takes a ticket status as a name or as a number with its name', () => {
    const ticket = { id: 77, number: 241, summary: 'Sync retries', milestone_id: 12 };
    expect(assemblaTicketSchema.parse({ ...ticket, status: 'Accepted' }).status).toBe('Accepted');
    expect(
      assemblaTicketSchema.parse({ ...ticket, status: 1, status_name: 'Accepted' }).status,
    ).toBe('Accepted');
    expect(assemblaTicketSchema.parse({ ...ticket, status: 2 }).status).toBe('2');
    expect(assemblaTicketSchema.parse({ ...ticket, status: 'New' }).milestone_id).toBe('12');
  });

  it('keeps a milestone without dates and refuses one without a title', () => {
    const milestone = { id: 12, title: 'Release 3', is_completed: false, space_id: 's' };
    expect(assemblaMilestoneSchema.parse(milestone)).toMatchObject({
      id: '12',
      start_date: null,
      due_date: null,
    });
    expect(assemblaMilestoneSchema.safeParse({ ...milestone, title: '' }).success).toBe(false);
  });

  it('matches people by their email in lower case', () => {
    expect(assemblaUserSchema.parse({ id: 'u1', email: 'Pavel@Example.com' }).email).toBe(
      'pavel@example.com',
    );
    expect(assemblaUserSchema.safeParse({ id: 'u1', email: 'not an email' }).success).toBe(false);
  });
});
