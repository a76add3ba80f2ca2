import { describe, expect, it } from 'vitest';
import { parseEvent, weekendName } from '@teamledger/domain';
import {
  chunksOf,
  leaveOf,
  monthAppends,
  monthCalendar,
  planHistory,
  type HistoryOptions,
} from './history.js';

const options: HistoryOptions = {
  people: 30,
  months: 3,
  seed: 'unit',
  lastMonth: '2026-10',
  zone: 'UTC',
};

const allAppends = (o: HistoryOptions) => {
  const history = planHistory(o);
  return Array.from({ length: chunksOf(history) - 1 }, (_, i) => [
    ...monthAppends(history, i + 1),
  ]).flat();
};

describe('the generated history', () => {
  it('is the same, ids included, for the same seed, and another for another seed', () => {
    const first = allAppends(options);
    expect(allAppends(options)).toEqual(first);
    const other = allAppends({ ...options, seed: 'other' });
    expect(other[0]!.events[0]!.id).not.toBe(first[0]!.events[0]!.id);
  });

  it(
    'writes only events the registry parses, each stream once, every id unique',
    { timeout: 30_000 },
    () => {
      const appends = allAppends(options);
      const streams = new Set<string>();
      const ids = new Set<string>();
      const types = new Set<string>();
      for (const { stream, events } of appends) {
        expect(streams.has(stream)).toBe(false);
        streams.add(stream);
        for (const event of events) {
          expect(() => parseEvent(event)).not.toThrow();
          ids.add(event.id);
          types.add(event.type);
        }
      }
      expect(ids.size).toBe(appends.reduce((sum, a) => sum + a.events.length, 0));
      expect([...types].sort()).toEqual([
        'HolidayAdded',
        'HoursCorrected',
        'HoursLogged',
        'LeaveApplied',
        'ScoreApproved',
        'ScoreStepSaved',
        'ScoreSubmitted',
        'StandupAdded',
        'StandupCorrected',
      ]);
    },
  );

  it(
    'keeps entries to its people, on working days, off holidays and their leave',
    { timeout: 30_000 },
    () => {
      const history = planHistory(options);
      const people = new Map(history.people.map((person) => [person.userId, person]));
      const offDays = new Map<string, Set<string>>();
      for (const month of history.months) {
        const calendar = monthCalendar(history, month);
        for (const person of history.people) {
          const off = offDays.get(person.userId) ?? new Set<string>();
          for (const holiday of calendar.holidays) off.add(holiday.date);
          const leave = leaveOf(history, calendar, person);
          for (const date of calendar.workingDays) {
            if (leave && date >= leave.from && date <= leave.to) off.add(date);
          }
          offDays.set(person.userId, off);
        }
      }
      let days = 0;
      for (const { events } of allAppends(options)) {
        for (const event of events) {
          const parsed = parseEvent(event);
          if (parsed.type !== 'HoursLogged' && parsed.type !== 'StandupAdded') continue;
          const { userId, date } = parsed.data;
          expect(people.has(userId)).toBe(true);
          expect(weekendName(date)).toBeNull();
          expect(offDays.get(userId)!.has(date)).toBe(false);
          expect(history.months).toContain(date.slice(0, 7));
          days += 1;
        }
      }
      // About 20 working days a month, 4-6 entries and a standup each, less leave.
      expect(days).toBeGreaterThan(30 * 3 * 17 * 5);
    },
  );

  it('scores a month in the chunk after it, by the person team lead, never a lead', () => {
    const history = planHistory(options);
    const scored = [...monthAppends(history, 2)].filter((a) => a.stream.startsWith('score-'));
    expect(scored).toHaveLength(history.people.filter((p) => !p.isLead).length);
    for (const { events } of scored) {
      const saved = parseEvent(events[0]!);
      expect(saved.type).toBe('ScoreStepSaved');
      if (saved.type !== 'ScoreStepSaved') continue;
      expect(saved.data.month).toBe(history.months[0]);
      const person = history.people.find((p) => p.userId === saved.data.userId)!;
      expect(events[0]!.metadata.actorId).toBe(person.leadId);
    }
    expect([...monthAppends(history, 1)].some((a) => a.stream.startsWith('score-'))).toBe(false);
  });
});
