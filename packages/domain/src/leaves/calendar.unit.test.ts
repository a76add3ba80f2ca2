import { describe, expect, it } from 'vitest';
import { leaveCalendar, type CalendarLeave } from './calendar.js';

const uma = { id: 'u', name: 'Uma Patel' };
const liam = { id: 'l', name: 'Liam Carter' };

describe('leaveCalendar', () => {
  it('lists who is away each working day, by name; weekends and holidays list nobody', () => {
    const leaves: CalendarLeave[] = [
      // Thursday to Monday over a holiday Friday and the weekend.
      {
        id: '1',
        user: uma,
        leaveType: 'Annual',
        from: '2026-04-02',
        to: '2026-04-06',
        status: 'approved',
      },
      {
        id: '2',
        user: liam,
        leaveType: 'Sick',
        from: '2026-04-02',
        to: '2026-04-02',
        status: 'pending',
      },
    ];
    const days = leaveCalendar({
      from: '2026-04-01',
      to: '2026-04-07',
      leaves,
      holidays: new Map([['2026-04-03', 'Good Friday']]),
    });
    expect(days.map(({ date, weekend, holiday, away }) => [date, weekend, holiday, away])).toEqual([
      ['2026-04-01', null, null, []],
      [
        '2026-04-02',
        null,
        null,
        [
          { user: liam, leaveType: 'Sick', status: 'pending' },
          { user: uma, leaveType: 'Annual', status: 'approved' },
        ],
      ],
      ['2026-04-03', null, 'Good Friday', []],
      ['2026-04-04', 'Saturday', null, []],
      ['2026-04-05', 'Sunday', null, []],
      ['2026-04-06', null, null, [{ user: uma, leaveType: 'Annual', status: 'approved' }]],
      ['2026-04-07', null, null, []],
    ]);
  });
});
