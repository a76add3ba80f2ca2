import type { ClientBase } from 'pg';
import {
  activityDays,
  addToDay,
  dayFacts,
  emptyDay,
  type DayActivity,
  DAY_ACTIVITY_EVENT_TYPES,
  type DayActivityEvent,
  type DomainEvent,
  type IsoDate,
  type LeaveType,
  withEntries,
} from '@teamledger/domain';
import { baseEnvSchema, parseEnv } from '@teamledger/platform';
import { defineProjection, type EventMeta } from '../projection.js';
import {
  entriesOnDays,
  Versions,
  VERSION_INDEXES,
  VERSION_TABLES,
  VERSION_TABLES_SQL,
} from './versions.js';

/**
 * The company time zone before anyone saved one in Settings: COMPANY_TZ, as the api reads
 * it (DESIGN.md decision 3), parsed once when the projector loads.
 */
const DEFAULT_TIME_ZONE = parseEnv(
  'read-models',
  baseEnvSchema.pick({ COMPANY_TZ: true }),
).COMPANY_TZ;

/** A person's day as stored: what happened, and its facts as the domain decided them. */
interface DayRow extends DayActivity {
  userId: string;
  lastPosition: bigint;
}

const key = (userId: string, date: IsoDate) => `${userId} ${date}`;

interface StoredDay {
  user_id: string;
  date: string;
  first_standup_at: Date | null;
  last_log_at: Date | null;
  hours_logged: string;
  log_count: number;
  leave_type: LeaveType | null;
  pending_leave_type: LeaveType | null;
  last_position: string;
}

const fromStored = (row: StoredDay): DayRow => ({
  userId: row.user_id,
  date: row.date,
  firstStandupAt: row.first_standup_at,
  lastLogAt: row.last_log_at,
  hoursLogged: Number(row.hours_logged),
  logCount: row.log_count,
  leaveType: row.leave_type,
  pendingLeaveType: row.pending_leave_type,
  lastPosition: BigInt(row.last_position),
});

const SELECT_STORED = `SELECT user_id, date::text AS date, first_standup_at, last_log_at,
  hours_logged::text AS hours_logged, log_count, leave_type, pending_leave_type,
  last_position::text AS last_position
  FROM user_days`;

/** The company's calendar as this read model keeps it: its time zone and holidays. */
async function companyCalendar(tx: ClientBase, dates: readonly IsoDate[]) {
  const [zone, holidays] = await Promise.all([
    tx.query<{ time_zone: string }>('SELECT time_zone FROM user_days_zone WHERE id = 1'),
    tx.query<{ date: string }>(
      'SELECT date::text AS date FROM user_days_holidays WHERE holiday AND date = ANY($1::date[])',
      [dates],
    ),
  ]);
  return {
    timeZone: zone.rows[0]?.time_zone ?? DEFAULT_TIME_ZONE,
    holidays: new Set(holidays.rows.map((row) => row.date)),
  };
}

/** Writes the days with their facts worked out by the domain (dayFacts), in one statement. */
async function writeDays(tx: ClientBase, days: readonly DayRow[]): Promise<void> {
  if (days.length === 0) return;
  const calendar = await companyCalendar(tx, [...new Set(days.map((day) => day.date))]);
  const rows = days.map((day) => {
    const facts = dayFacts(day, calendar);
    return {
      user_id: day.userId,
      date: day.date,
      first_standup_at: day.firstStandupAt?.toISOString() ?? null,
      last_log_at: day.lastLogAt?.toISOString() ?? null,
      hours_logged: day.hoursLogged,
      log_count: day.logCount,
      leave_type: day.leaveType,
      pending_leave_type: day.pendingLeaveType,
      working: facts.working,
      listed: facts.listed,
      late: facts.late,
      standup_on_working_day: facts.standupOnWorkingDay,
      leave_on_working_day: facts.leaveOnWorkingDay,
      on_work_ms: facts.onWorkMs,
      available_ms: facts.availableMs,
      label: facts.label,
      last_position: day.lastPosition.toString(),
    };
  });
  // One JSON array: node-postgres escapes an array parameter value by value in JavaScript.
  await tx.query(
    `INSERT INTO user_days AS d (user_id, date, first_standup_at, last_log_at, hours_logged,
       log_count, leave_type, pending_leave_type, working, listed, late, standup_on_working_day,
       leave_on_working_day, on_work_ms, available_ms, label, last_position)
     SELECT * FROM json_to_recordset($1::json) AS r (user_id uuid, date date,
       first_standup_at timestamptz, last_log_at timestamptz, hours_logged numeric,
       log_count int, leave_type text, pending_leave_type text, working boolean, listed boolean, late boolean,
       standup_on_working_day boolean, leave_on_working_day boolean, on_work_ms numeric,
       available_ms numeric, label text, last_position numeric)
     ON CONFLICT (user_id, date) DO UPDATE SET
       first_standup_at = EXCLUDED.first_standup_at, last_log_at = EXCLUDED.last_log_at,
       hours_logged = EXCLUDED.hours_logged, log_count = EXCLUDED.log_count,
       leave_type = EXCLUDED.leave_type, pending_leave_type = EXCLUDED.pending_leave_type,
       working = EXCLUDED.working, listed = EXCLUDED.listed,
       late = EXCLUDED.late, standup_on_working_day = EXCLUDED.standup_on_working_day,
       leave_on_working_day = EXCLUDED.leave_on_working_day, on_work_ms = EXCLUDED.on_work_ms,
       available_ms = EXCLUDED.available_ms, label = EXCLUDED.label,
       last_position = EXCLUDED.last_position`,
    [JSON.stringify(rows)],
  );
}

type CalendarEvent = Extract<
  DomainEvent,
  { type: 'HolidayAdded' | 'HolidayRemoved' | 'SettingsChanged' }
>;

const isCalendar = (event: DomainEvent): event is CalendarEvent =>
  event.type === 'HolidayAdded' ||
  event.type === 'HolidayRemoved' ||
  event.type === 'SettingsChanged';

const isActivity = (event: DomainEvent): event is DayActivityEvent =>
  (DAY_ACTIVITY_EVENT_TYPES as readonly string[]).includes(event.type);

const unexpected = (event: never): never => {
  throw new Error(`user-days: not a calendar event: ${JSON.stringify(event)}`);
};

/** An event applied in a run: a standup, entry or leave, or a correction or delete of an entry. */
type RunEvent = { event: DayActivityEvent | EntryChange; meta: EventMeta };

/**
 * Applies a run of standups, entries, leaves, corrections and deletes in memory: the days
 * they touch are read once, and for the corrections and deletes the entries on their days
 * (the entries' latest versions); each event is applied in order unless the day (or the
 * entry) has it already (its position at or below the day's last_position, or the entry's
 * latest version's), and what changed is written back in a few statements. A correction
 * works its days out again from the entries they hold (withEntries, D343). Each event's
 * versions are written at the end of the run: an entry's are what a later run reads it by.
 */
async function applyRun(tx: ClientBase, events: readonly RunEvent[]): Promise<void> {
  const touched = new Map<string, { userId: string; date: IsoDate }>();
  // The days of corrections and deletes, whose entries the run holds in memory.
  const entryDays = new Map<string, { userId: string; date: IsoDate }>();
  for (const { event } of events) {
    if (isEntryChange(event)) {
      const { userId, from } = event.data;
      const dates = event.type === 'HoursCorrected' ? [from.date, event.data.to.date] : [from.date];
      for (const date of dates) {
        touched.set(key(userId, date), { userId, date });
        entryDays.set(key(userId, date), { userId, date });
      }
    } else {
      for (const day of activityDays(event)) touched.set(key(day.userId, day.date), day);
    }
  }
  if (touched.size === 0) return;
  const wanted = [...touched.values()];
  const [{ rows }, held] = await Promise.all([
    tx.query<StoredDay>(
      `${SELECT_STORED} WHERE (user_id, date) IN (
         SELECT * FROM unnest($1::uuid[], $2::date[]))`,
      [wanted.map((day) => day.userId), wanted.map((day) => day.date)],
    ),
    entriesOnDays(tx, [...entryDays.values()]),
  ]);
  const days = new Map(rows.map((row) => [key(row.user_id, row.date), fromStored(row)]));
  const changed = new Set<string>();
  const versions = new Versions();
  for (const { event, meta } of events) {
    if (isEntryChange(event)) {
      const { worklogId, userId, from } = event.data;
      const entry = held.get(worklogId);
      if (entry === undefined || entry.position >= meta.position) continue;
      const to = event.type === 'HoursCorrected' ? event.data : null;
      const loggedAt = to?.loggedAt ?? null;
      if (to === null) held.delete(worklogId);
      else {
        held.set(worklogId, {
          ...entry,
          date: to.to.date,
          hours: to.to.hours,
          loggedAt: loggedAt === null ? null : new Date(loggedAt),
          position: meta.position,
        });
      }
      const dates = [...new Set([from.date, ...(to === null ? [] : [to.to.date])])];
      for (const date of dates) {
        const k = key(userId, date);
        const day = days.get(k) ?? { ...emptyDay(date), userId, lastPosition: -1n };
        const onDay = [...held.values()].filter((e) => e.userId === userId && e.date === date);
        days.set(k, { ...withEntries(day, onDay), userId, lastPosition: meta.position });
        changed.add(k);
      }
      if (to === null || to.to.date !== from.date) {
        versions.entry({ userId, date: from.date, worklogId }, null, meta);
      }
      if (to !== null) {
        versions.entry({ userId, date: to.to.date, worklogId }, { ...to.to, loggedAt }, meta);
      }
      continue;
    }
    for (const { userId, date } of activityDays(event)) {
      const k = key(userId, date);
      const day = days.get(k) ?? { ...emptyDay(date), userId, lastPosition: -1n };
      if (day.lastPosition >= meta.position) continue;
      const next = { ...addToDay(day, event), userId, lastPosition: meta.position };
      days.set(k, next);
      changed.add(k);
      if (event.type !== 'HoursLogged') {
        versions.day(userId, next, meta);
        continue;
      }
      const { worklogId, hours, loggedAt } = event.data;
      // On a day the run holds the entries of, the entry joins them.
      if (entryDays.has(k)) {
        held.set(worklogId, {
          userId,
          date,
          hours,
          loggedAt: loggedAt === null ? null : new Date(loggedAt),
          position: meta.position,
        });
      }
      versions.entry(event.data, event.data, meta);
    }
  }
  await writeDays(
    tx,
    [...changed].map((k) => days.get(k)!),
  );
  await versions.write(tx);
}

type EntryChange = Extract<DomainEvent, { type: 'HoursCorrected' | 'HoursDeleted' }>;

const isEntryChange = (event: DomainEvent): event is EntryChange =>
  event.type === 'HoursCorrected' || event.type === 'HoursDeleted';

/** Works out again the facts of the stored days `where` picks, the calendar having changed. */
async function recomputeDays(tx: ClientBase, where: string, values: unknown[]): Promise<void> {
  const { rows } = await tx.query<StoredDay>(`${SELECT_STORED} WHERE ${where}`, values);
  await writeDays(tx, rows.map(fromStored));
}

/** Marks or unmarks a holiday, unless a later change of that date is in already. */
async function setHoliday(
  tx: ClientBase,
  date: IsoDate,
  holiday: boolean,
  position: bigint,
): Promise<void> {
  const { rowCount } = await tx.query(
    `INSERT INTO user_days_holidays (date, holiday, last_position) VALUES ($1, $2, $3)
     ON CONFLICT (date) DO UPDATE SET holiday = EXCLUDED.holiday,
       last_position = EXCLUDED.last_position
     WHERE user_days_holidays.last_position < EXCLUDED.last_position`,
    [date, holiday, position.toString()],
  );
  if (rowCount) await recomputeDays(tx, 'date = $1', [date]);
}

/**
 * user_days: per person and company-local day with a standup, an entry or a leave, what
 * happened (first standup, last entry made that day, hours, leave) and its facts as the
 * domain decides them (dayFacts: working day, listed, late, hours on work and available,
 * label). Every attendance report reads it: SQL sums, filters and pages these columns and
 * never restates a rule. The facts depend on the company calendar, which this read model
 * keeps beside (user_days_holidays, user_days_zone): a holiday marked or removed works its
 * date's days out again, a new company time zone every day. Sums are not idempotent by
 * themselves: the position guard skips an event a day already has.
 */
export const userDaysProjection = defineProjection({
  name: 'user-days',
  version: 8,
  tables: ['user_days', 'user_days_holidays', 'user_days_zone', ...VERSION_TABLES],
  // The entries of a day are their latest versions (D370).
  retiredTables: ['user_day_entries'],
  // The reports' indexes; apply() reads and writes through the primary keys and the entry
  // versions' key alone.
  deferredIndexes: ['user_days_date_user', ...VERSION_INDEXES],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS user_days (
        user_id uuid NOT NULL,
        date date NOT NULL,
        first_standup_at timestamptz,
        last_log_at timestamptz,
        hours_logged numeric(6, 2) NOT NULL DEFAULT 0,
        log_count integer NOT NULL DEFAULT 0,
        leave_type text,
        pending_leave_type text,
        working boolean NOT NULL,
        listed boolean NOT NULL,
        late boolean NOT NULL,
        standup_on_working_day boolean NOT NULL,
        leave_on_working_day boolean NOT NULL,
        on_work_ms numeric(15, 0) NOT NULL,
        available_ms numeric(15, 0) NOT NULL,
        label text NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, date)
      );
      CREATE INDEX IF NOT EXISTS user_days_date_user ON user_days (date, user_id);
      CREATE TABLE IF NOT EXISTS user_days_holidays (
        date date PRIMARY KEY,
        holiday boolean NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE TABLE IF NOT EXISTS user_days_zone (
        id integer PRIMARY KEY CHECK (id = 1),
        time_zone text NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      ${VERSION_TABLES_SQL}
    `);
  },
  async applyBatch(tx, events) {
    // Runs of standups, entries and leaves in a few statements each; a calendar change
    // between them takes its place in the order.
    let run: RunEvent[] = [];
    for (const { event, meta } of events) {
      if (isActivity(event) || isEntryChange(event)) {
        run.push({ event, meta });
        continue;
      }
      await applyRun(tx, run);
      run = [];
      if (isCalendar(event)) await applyCalendar(tx, event, meta.position);
    }
    await applyRun(tx, run);
  },
  handlers: {
    StandupAdded: (tx, event, meta) => applyOne(tx, event, meta),
    HoursLogged: (tx, event, meta) => applyOne(tx, event, meta),
    LeaveApplied: (tx, event, meta) => applyOne(tx, event, meta),
    LeaveApproved: (tx, event, meta) => applyOne(tx, event, meta),
    LeaveRejected: (tx, event, meta) => applyOne(tx, event, meta),
    LeaveCancelled: (tx, event, meta) => applyOne(tx, event, meta),
    HoursCorrected: (tx, event, meta) => applyOne(tx, event, meta),
    HoursDeleted: (tx, event, meta) => applyOne(tx, event, meta),
    HolidayAdded: (tx, event, { position }) => setHoliday(tx, event.data.date, true, position),
    HolidayRemoved: (tx, event, { position }) => setHoliday(tx, event.data.date, false, position),
    SettingsChanged: (tx, event, { position }) => applyCalendar(tx, event, position),
  },
});

/** One standup, entry, leave, correction or delete, with the versions it makes. */
const applyOne = (tx: ClientBase, event: DayActivityEvent | EntryChange, meta: EventMeta) =>
  applyRun(tx, [{ event, meta }]);

/** A change of the company calendar: a holiday, or the company time zone. */
async function applyCalendar(tx: ClientBase, event: CalendarEvent, position: bigint) {
  switch (event.type) {
    case 'HolidayAdded':
      return setHoliday(tx, event.data.date, true, position);
    case 'HolidayRemoved':
      return setHoliday(tx, event.data.date, false, position);
    case 'SettingsChanged': {
      const timeZone = event.data.changes.companyTimeZone;
      if (timeZone === undefined) return;
      const { rowCount } = await tx.query(
        `INSERT INTO user_days_zone (id, time_zone, last_position) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET time_zone = EXCLUDED.time_zone,
           last_position = EXCLUDED.last_position
         WHERE user_days_zone.last_position < EXCLUDED.last_position
           AND user_days_zone.time_zone IS DISTINCT FROM EXCLUDED.time_zone`,
        [timeZone, position.toString()],
      );
      // Only a standup's lateness reads the clock.
      if (rowCount) await recomputeDays(tx, 'first_standup_at IS NOT NULL', []);
      return;
    }
    default:
      return unexpected(event);
  }
}
