import { addDays, type IsoDate } from '../calendar/index.js';
import { type DomainEvent } from '../events/index.js';
import {
  addToDay,
  emptyDay,
  factDayOf,
  type CompanyCalendar,
  type DayActivity,
  type FactDay,
  withEntries,
} from '../reports/index.js';

/**
 * An event as an explanation or an "as of" report reads it: the parsed event with where it
 * is and when it was recorded (its metadata's `at`: the application's clock, which the
 * recorded time of every event is).
 */
export interface EvidenceEvent {
  id: string;
  stream: string;
  position: bigint;
  recordedAt: string;
  actorId: string | null;
  source: 'web' | 'provider' | 'system';
  event: DomainEvent;
}

/** One entry of a person's day as the events left it, with the events that made it so. */
export interface EvidenceEntry {
  worklogId: string;
  date: IsoDate;
  hours: number;
  loggedAt: Date | null;
  workspaceId: string;
  milestoneId: string | null;
  title: string;
  ticket: { number: number; url: string } | null;
  eventIds: string[];
}

/** A person's day folded from its events: what happened, its entries, and which events. */
export interface EvidenceDay {
  date: IsoDate;
  /** Standups and leaves; the entries' part is worked out from `entries` (withEntries). */
  activity: DayActivity;
  entries: EvidenceEntry[];
  /** The event of the day's first standup. */
  standupEventId: string | null;
  /** The events of the leaves that touch the day, in order. */
  leaveEventIds: string[];
}

/** The company's days and a person's days over a range, as the events recorded make them. */
export interface Evidence {
  calendar: CompanyCalendar;
  /** The event that marked each holiday of the calendar. */
  holidayEventIds: ReadonlyMap<IsoDate, string>;
  /** The event that set the company's time zone; null: the default. */
  timeZoneEventId: string | null;
  /** Per person, per day with an event. */
  people: ReadonlyMap<string, ReadonlyMap<IsoDate, EvidenceDay>>;
}

/** The events recorded up to an instant (inclusive); all of them when it is null. */
export const recordedBy = <E extends EvidenceEvent>(
  events: readonly E[],
  asOf: string | null,
): readonly E[] =>
  asOf === null
    ? events
    : events.filter((event) => Date.parse(event.recordedAt) <= Date.parse(asOf));

interface DayState {
  base: DayActivity;
  standupEventId: string | null;
  leaveEventIds: string[];
}

/**
 * Folds the events of some people's days (their standup and worklog day streams, their
 * leaves' streams) and of the company calendar (holiday streams, settings) over from..to,
 * in the order of their positions, by the same rules the user_days projection applies:
 * addToDay for standups and leaves, the day's entries as corrected, moved and deleted
 * (withEntries), dayFacts with the calendar. Days outside the range are left out.
 */
export function foldEvidence({
  events,
  from,
  to,
  defaultTimeZone,
}: {
  events: readonly EvidenceEvent[];
  from: IsoDate;
  to: IsoDate;
  defaultTimeZone: string;
}): Evidence {
  const holidayEventIds = new Map<IsoDate, string>();
  let timeZone = defaultTimeZone;
  let timeZoneEventId: string | null = null;
  const days = new Map<string, Map<IsoDate, DayState>>();
  const entries = new Map<string, Map<string, EvidenceEntry>>();
  const inRange = (date: IsoDate) => date >= from && date <= to;
  const dayOf = (userId: string, date: IsoDate) => {
    const person = days.get(userId) ?? new Map<IsoDate, DayState>();
    days.set(userId, person);
    const day = person.get(date) ?? {
      base: emptyDay(date),
      standupEventId: null,
      leaveEventIds: [],
    };
    person.set(date, day);
    return day;
  };
  const entriesOf = (userId: string) => {
    const held = entries.get(userId) ?? new Map<string, EvidenceEntry>();
    entries.set(userId, held);
    return held;
  };

  for (const { id, event } of [...events].sort((a, b) => (a.position < b.position ? -1 : 1))) {
    switch (event.type) {
      case 'StandupAdded': {
        if (!inRange(event.data.date)) break;
        const day = dayOf(event.data.userId, event.data.date);
        const next = addToDay(day.base, event);
        if (next !== day.base) day.standupEventId = id;
        day.base = next;
        break;
      }
      case 'LeaveApplied':
      case 'LeaveApproved':
      case 'LeaveRejected':
      case 'LeaveCancelled':
        for (let date = event.data.from; date <= event.data.to; date = addDays(date, 1)) {
          if (!inRange(date)) continue;
          const day = dayOf(event.data.userId, date);
          day.base = addToDay(day.base, event);
          day.leaveEventIds.push(id);
        }
        break;
      case 'HoursLogged': {
        const held = entriesOf(event.data.userId);
        if (held.has(event.data.worklogId)) break;
        dayOf(event.data.userId, event.data.date);
        held.set(event.data.worklogId, {
          worklogId: event.data.worklogId,
          date: event.data.date,
          hours: event.data.hours,
          loggedAt: event.data.loggedAt === null ? null : new Date(event.data.loggedAt),
          workspaceId: event.data.workspaceId,
          milestoneId: event.data.milestoneId,
          title: event.data.title,
          ticket: event.data.ticket,
          eventIds: [id],
        });
        break;
      }
      case 'HoursCorrected': {
        const held = entriesOf(event.data.userId);
        const before = held.get(event.data.worklogId);
        dayOf(event.data.userId, event.data.to.date);
        held.set(event.data.worklogId, {
          worklogId: event.data.worklogId,
          date: event.data.to.date,
          hours: event.data.to.hours,
          loggedAt: event.data.loggedAt === null ? null : new Date(event.data.loggedAt),
          workspaceId: event.data.to.workspaceId,
          milestoneId: event.data.to.milestoneId,
          title: event.data.to.title,
          ticket: before?.ticket ?? null,
          eventIds: [...(before?.eventIds ?? []), id],
        });
        break;
      }
      case 'HoursMovedOut': {
        const held = entriesOf(event.data.userId);
        if (held.get(event.data.worklogId)?.date === event.data.date) {
          held.delete(event.data.worklogId);
        }
        break;
      }
      case 'HoursDeleted':
        entriesOf(event.data.userId).delete(event.data.worklogId);
        break;
      case 'HolidayAdded':
        holidayEventIds.set(event.data.date, id);
        break;
      case 'HolidayRemoved':
        holidayEventIds.delete(event.data.date);
        break;
      case 'SettingsChanged':
        if (event.data.changes.companyTimeZone !== undefined) {
          timeZone = event.data.changes.companyTimeZone;
          timeZoneEventId = id;
        }
        break;
      default:
        break;
    }
  }

  const people = new Map<string, Map<IsoDate, EvidenceDay>>();
  for (const [userId, personDays] of days) {
    const held = [...(entries.get(userId)?.values() ?? [])];
    const byDate = new Map<IsoDate, EvidenceDay>();
    for (const [date, day] of personDays) {
      if (!inRange(date)) continue;
      const dayEntries = held.filter((entry) => entry.date === date);
      byDate.set(date, {
        date,
        activity: withEntries(day.base, dayEntries),
        entries: dayEntries,
        standupEventId: day.standupEventId,
        leaveEventIds: day.leaveEventIds,
      });
    }
    people.set(userId, byDate);
  }
  return {
    calendar: { holidays: new Set(holidayEventIds.keys()), timeZone },
    holidayEventIds,
    timeZoneEventId,
    people,
  };
}

/** A person's days of the evidence as the reports read them from user_days: with their facts. */
export const factDaysOf = (evidence: Evidence, userId: string): FactDay[] =>
  [...(evidence.people.get(userId)?.values() ?? [])].map((day) =>
    factDayOf(day.activity, evidence.calendar),
  );
