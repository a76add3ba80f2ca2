import { describe, expect, it } from 'vitest';
import { timesheetRejectionReaction } from './reactions.js';

const rejected = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  type: 'TimesheetRejected' as const,
  data: {
    userId: '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11',
    period: '2026-W48',
    from: '2026-11-23',
    to: '2026-11-29',
    revision: 1,
    by: '1c8e7d2f-4a1b-4c8f-8b62-4d2e3f1d0b22',
    on: '2026-12-01',
    note: 'Friday is short',
  },
};

describe('the timesheet rejection reaction', () => {
  it('asks for one email per rejection, named by the event', () => {
    expect(timesheetRejectionReaction.react({ ...rejected, source: 'web' })).toEqual([
      {
        name: 'timesheet-rejection-email',
        payload: { userId: rejected.data.userId, period: '2026-W48', eventId: rejected.id },
        jobId: `timesheet-rejection-email-${rejected.id}`,
      },
    ]);
  });

  it('emails nobody about history the system writes', () => {
    expect(timesheetRejectionReaction.react({ ...rejected, source: 'system' })).toEqual([]);
  });
});
