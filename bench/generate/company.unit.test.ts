import { describe, expect, it } from 'vitest';
import { standupDecider } from '@teamledger/domain';
import { personDays, planCompany, type CompanyOptions } from './company.js';

const options: CompanyOptions = {
  users: 24,
  workspaces: 20,
  teams: 12,
  workingDays: 60,
  lastDay: '2026-11-20',
  zone: 'UTC',
};

describe('the generated company', () => {
  it('gives the same events, ids included, for the same options', () => {
    const first = planCompany(options);
    const again = planCompany(options);
    expect(personDays(again, again.people[3]!)).toEqual(personDays(first, first.people[3]!));
  });

  it('has 60 working days without weekends or its 3 holidays, ending on the last day', () => {
    const company = planCompany(options);
    expect(company.days).toHaveLength(60);
    expect(company.days.at(-1)).toBe('2026-11-20');
    expect(company.holidays).toHaveLength(3);
    for (const { date } of company.holidays) expect(company.days).not.toContain(date);
    for (const day of company.days) expect([0, 6]).not.toContain(new Date(day).getUTCDay());
  });

  it(
    'gives a person 4 to 6 entries a worked day, a standup, none on leave, some late or missing',
    { timeout: 30_000 },
    () => {
      // Half the people: every day of each is decided (0.3 s on a quiet machine, ten times
      // that on a busy CI one).
      const company = planCompany({ ...options, users: 12 });
      let late = 0;
      let standups = 0;
      for (const person of company.people) {
        const appends = personDays(company, person);
        const leave = company.days.slice(
          person.leave.first,
          person.leave.first + person.leave.days,
        );
        for (const { stream, events } of appends) {
          expect(leave.some((day) => stream.endsWith(day))).toBe(false);
          if (stream.startsWith('worklogs-')) {
            expect(events.length).toBeGreaterThanOrEqual(4);
            expect(events.length).toBeLessThanOrEqual(6);
            expect(events.every((event) => event.type === 'HoursLogged')).toBe(true);
          } else {
            standups += 1;
            const first = standupDecider.parse(events[0]!);
            expect(first.type).toBe('StandupAdded');
            if (first.type === 'StandupAdded' && first.data.reportedAt.slice(11, 16) > '09:30') {
              late += 1;
            }
          }
        }
        // Every worked day has both streams.
        expect(appends.length % 2).toBe(0);
      }
      const possible = company.people.reduce((sum, p) => sum + 60 - p.leave.days, 0);
      expect(standups).toBeLessThan(possible);
      expect(standups).toBeGreaterThan(possible * 0.9);
      expect(late / standups).toBeGreaterThan(0.05);
      expect(late / standups).toBeLessThan(0.2);
    },
  );
});
