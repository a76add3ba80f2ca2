import { describe, expect, it } from 'vitest';
import {
  assemblaMilestoneSchema,
  assemblaTaskPageSchema,
  assemblaTaskSchema,
  assemblaTicketSchema,
  assemblaUserSchema,
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

  it('refuses a page with one bad task whole', () => {
    const bad = { ...task, id: 9002, hours: 'one and a half' };
    const result = assemblaTaskPageSchema.safeParse([task, bad]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1, 'hours']);
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
