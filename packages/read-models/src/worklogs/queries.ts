import type { ClientBase, Pool } from 'pg';
import type { IsoDate, LoggedMilestoneEntry, MilestoneHours } from '@teamledger/domain';
import {
  listedOn,
  listedThroughout,
  listedWithin,
  withinSpan,
} from '../users/report-people-sql.js';
import { readEveryTime, readModelsStampSql, type KeepAnswer } from '../checkpoints.js';
import { NO_MILESTONE_KEY } from './projection.js';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface WorklogRow {
  id: string;
  userId: string;
  userName: string;
  workspaceId: string;
  milestoneId: string | null;
  title: string;
  details: string;
  hours: number;
  date: IsoDate;
  loggedAt: Date | null;
  recordedAt: Date;
  source: string;
  /** The provider's ticket of a synced entry; null for one made by hand. */
  ticket: { number: number; url: string } | null;
}

interface Row extends Omit<WorklogRow, 'hours' | 'ticket'> {
  hours: string;
  ticketNumber: number | null;
  ticketUrl: string | null;
}

const SELECT_WORKLOG = `
  SELECT w.id, w.user_id AS "userId", coalesce(u.name, 'Unknown') AS "userName",
         w.workspace_id AS "workspaceId", w.milestone_id AS "milestoneId", w.title, w.details,
         w.hours::text AS hours, w.date::text AS date, w.logged_at AS "loggedAt",
         w.recorded_at AS "recordedAt", w.source,
         w.ticket_number AS "ticketNumber", w.ticket_url AS "ticketUrl"
  FROM worklogs w LEFT JOIN users u ON u.id = w.user_id`;

const toWorklog = ({ ticketNumber, ticketUrl, ...row }: Row): WorklogRow => ({
  ...row,
  hours: Number(row.hours),
  ticket:
    ticketNumber !== null && ticketUrl !== null ? { number: ticketNumber, url: ticketUrl } : null,
});

/** One entry as it is now; null when it was never logged or is deleted. */
export async function findWorklog(db: Db, id: string): Promise<WorklogRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_WORKLOG} WHERE w.id = $1`, [id]);
  return rows[0] === undefined ? null : toWorklog(rows[0]);
}

/** The ids of a workspace's live synced entries of the days from..to (both included). */
export async function syncedWorklogIdsIn(
  db: Db,
  workspaceId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM worklogs WHERE workspace_id = $1 AND source = 'provider'
       AND date BETWEEN $2::date AND $3::date ORDER BY id`,
    [workspaceId, from, to],
  );
  return rows.map((row) => row.id);
}

/** Whether the entry was deleted (its history stays readable). */
export async function isWorklogDeleted(db: Db, id: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM worklog_deleted WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/** An entry with the names of its workspace and milestone, as a person's list shows it. */
export interface NamedWorklogRow extends WorklogRow {
  workspaceName: string;
  /** null for 'No Milestone'. */
  milestoneName: string | null;
}

/**
 * A person's entries of a range of days: newest day first, as Task Logs lists the days above
 * them, and within a day in the order they were logged.
 */
export async function worklogsOfPerson(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<NamedWorklogRow[]> {
  const { rows } = await db.query<Row & { workspaceName: string; milestoneName: string | null }>(
    `SELECT w.*, coalesce(ws.name, 'Unknown') AS "workspaceName",
            CASE WHEN w."milestoneId" IS NOT NULL
                 THEN coalesce(m.title, 'Unknown milestone') END AS "milestoneName"
     FROM (${SELECT_WORKLOG} WHERE w.user_id = $1 AND w.date BETWEEN $2::date AND $3::date) w
     LEFT JOIN workspaces ws ON ws.id = w."workspaceId"
     LEFT JOIN milestones m ON m.id = w."milestoneId"
     ORDER BY w.date DESC, w."recordedAt", w.id`,
    [userId, from, to],
  );
  return rows.map(({ workspaceName, milestoneName, ...row }) => ({
    ...toWorklog(row),
    workspaceName,
    milestoneName,
  }));
}

export interface WorklogChangeRow {
  /** The entry's person. */
  userId: string;
  kind: 'corrected' | 'deleted';
  at: Date;
  by: { id: string; name: string };
  reason: string;
  from: WorklogChangeFields;
  to: WorklogChangeFields | null;
}

/** An entry's fields in its history, with the names of its workspace and milestone. */
export interface WorklogChangeFields {
  workspace: string;
  milestone: string | null;
  title: string;
  details: string;
  hours: number;
  date: IsoDate;
}

interface StoredFields {
  workspaceId: string;
  milestoneId: string | null;
  title: string;
  details: string;
  hours: number;
  date: IsoDate;
}

/** An entry's corrections and delete, oldest first, with the names of who and where. */
export async function worklogChanges(db: Db, worklogId: string): Promise<WorklogChangeRow[]> {
  const { rows } = await db.query<{
    user_id: string;
    kind: 'corrected' | 'deleted';
    at: Date;
    by: string;
    by_name: string | null;
    reason: string;
    from_entry: StoredFields;
    to_entry: StoredFields | null;
    names: Record<string, string>;
  }>(
    `SELECT c.user_id, c.kind, c.at, c.by, u.name AS by_name, c.reason, c.from_entry, c.to_entry,
       (SELECT coalesce(jsonb_object_agg(n.id, n.name), '{}'::jsonb) FROM (
          SELECT ws.id::text AS id, ws.name FROM workspaces ws
          WHERE ws.id::text IN (c.from_entry->>'workspaceId', c.to_entry->>'workspaceId')
          UNION ALL
          SELECT m.id::text, m.title FROM milestones m
          WHERE m.id::text IN (c.from_entry->>'milestoneId', c.to_entry->>'milestoneId')
        ) n) AS names
     FROM worklog_changes c LEFT JOIN users u ON u.id = c.by
     WHERE c.worklog_id = $1 ORDER BY c.position`,
    [worklogId],
  );
  return rows.map((row) => {
    const named = (fields: StoredFields): WorklogChangeFields => ({
      workspace: row.names[fields.workspaceId] ?? 'Unknown',
      milestone:
        fields.milestoneId === null ? null : (row.names[fields.milestoneId] ?? 'Unknown milestone'),
      title: fields.title,
      details: fields.details,
      hours: fields.hours,
      date: fields.date,
    });
    return {
      userId: row.user_id,
      kind: row.kind,
      at: row.at,
      by: { id: row.by, name: row.by_name ?? 'Unknown' },
      reason: row.reason,
      from: named(row.from_entry),
      to: row.to_entry === null ? null : named(row.to_entry),
    };
  });
}

/** The entries logged against a milestone, the newest day first. */
export async function worklogsOfMilestone(db: Db, milestoneId: string): Promise<WorklogRow[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_WORKLOG} WHERE w.milestone_id = $1 ORDER BY w.date DESC, w.recorded_at DESC`,
    [milestoneId],
  );
  return rows.map(toWorklog);
}

export interface WorklogReportFilter {
  from: IsoDate;
  to: IsoDate;
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** Entries in these workspaces; null: in any. */
  workspaceIds: readonly string[] | null;
  teamName: string | null;
}

/**
 * The entries a timesheet counts, as SQL conditions on `w` (worklogs) and `u` (users):
 * those in the range of the people the reports list on the entry's day (listedOn).
 */
function timesheetConditions(filter: WorklogReportFilter, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const [from, to, userIds, workspaceIds, teamName] = [
    filter.from,
    filter.to,
    filter.userIds,
    filter.workspaceIds,
    filter.teamName,
  ].map(param);
  return `w.date BETWEEN ${from}::date AND ${to}::date
    AND ${listedOn('u', 'w.date')}
    AND (${userIds}::uuid[] IS NULL OR u.id = ANY(${userIds}::uuid[]))
    AND (${workspaceIds}::uuid[] IS NULL OR w.workspace_id = ANY(${workspaceIds}::uuid[]))
    AND (${teamName}::text IS NULL OR lower(u.team_name) = lower(${teamName}::text))`;
}

export interface TimesheetReportRow {
  userId: string;
  name: string;
  teamName: string | null;
  workspace: { id: string; name: string };
  /** null: the hours logged against no milestone. */
  milestone: { id: string; name: string } | null;
  totalHours: number;
}

interface TimesheetSqlRow {
  user_id: string;
  name: string;
  team_name: string | null;
  workspace_id: string;
  workspace_name: string;
  milestone_id: string | null;
  milestone_name: string | null;
  total_hours: string;
}

/** A row of the report without its hours, as the table shows it. */
const timesheetRowOf = (
  row: Omit<TimesheetSqlRow, 'total_hours'>,
): Omit<TimesheetReportRow, 'totalHours'> => ({
  userId: row.user_id,
  name: row.name,
  teamName: row.team_name,
  workspace: { id: row.workspace_id, name: row.workspace_name },
  milestone:
    row.milestone_id === null ? null : { id: row.milestone_id, name: row.milestone_name ?? '' },
});

const timesheetRow = (row: TimesheetSqlRow): TimesheetReportRow => ({
  ...timesheetRowOf(row),
  totalHours: Number(row.total_hours),
});

/** The SQL parameters of a query and a function adding one, giving its placeholder. */
function parameters() {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/** Whether the hours of `u` (users) on day `day` count in the reports (listedOn); never null. */
const counted = (day: string) => `coalesce(${listedOn('u', day)}, false)`;

/** The name of `alias`.workspace_id as the reports show it, as workspace_name. */
const WORKSPACE_NAME = (alias: string) =>
  `coalesce((SELECT ws.name FROM workspaces ws WHERE ws.id = ${alias}.workspace_id), 'Unknown')
     AS workspace_name`;

/** The title of `alias`.milestone_id as the milestone report shows it, as milestone_name. */
const MILESTONE_NAME = (alias: string) =>
  `CASE WHEN ${alias}.milestone_id IS NOT NULL THEN coalesce(
     (SELECT m.title FROM milestones m WHERE m.id = ${alias}.milestone_id), 'Unknown milestone')
   END AS milestone_name`;

interface CountedHoursRow {
  date: IsoDate;
  workspace_id: string;
  /** 'Unknown' for a workspace the workspaces read model does not know. */
  workspace_name: string;
  milestone_id: string | null;
  /** 'Unknown milestone' for one the milestones read model does not know; null for none. */
  milestone_name: string | null;
  hours: string;
  entries: number;
}

/**
 * The hours the reports count per day, workspace and milestone over the filter, from the
 * aggregates (worklog_hours, worklog_day_hours) rather than the entries. With people or a
 * team chosen, summed from those people's rows; for everyone, everyone's hours per day
 * minus those of the people who do not count (few: other roles, people who left), so the
 * work does not grow with the company.
 */
async function countedHours(db: Db, filter: WorklogReportFilter): Promise<CountedHoursRow[]> {
  const { values, param } = parameters();
  const [from, to, workspaceIds] = [filter.from, filter.to, filter.workspaceIds].map(param);
  const inWorkspaces = (column: string) =>
    `(${workspaceIds}::uuid[] IS NULL OR ${column} = ANY(${workspaceIds}::uuid[]))`;
  const milestoneId = `nullif(milestone_key, '${NO_MILESTONE_KEY}')`;
  const sql =
    filter.userIds !== null || filter.teamName !== null
      ? `SELECT wh.date::text AS date, wh.workspace_id, nullif(wh.milestone_key, '${NO_MILESTONE_KEY}') AS milestone_id,
                wh.hours::text AS hours, wh.entries
         FROM users u JOIN worklog_hours wh ON wh.user_id = u.id
         WHERE (${param(filter.userIds)}::uuid[] IS NULL OR u.id = ANY($${values.length}::uuid[]))
           AND (${param(filter.teamName)}::text IS NULL OR lower(u.team_name) = lower($${values.length}::text))
           AND wh.date BETWEEN ${from}::date AND ${to}::date
           AND ${inWorkspaces('wh.workspace_id')} AND ${counted('wh.date')}`
      : `SELECT date::text AS date, workspace_id, ${milestoneId} AS milestone_id,
                sum(hours)::text AS hours, sum(entries)::int AS entries
         FROM (
           SELECT date, workspace_id, milestone_key, hours, entries FROM worklog_day_hours
           WHERE date BETWEEN ${from}::date AND ${to}::date AND ${inWorkspaces('workspace_id')}
           UNION ALL
           -- The people who may not count are picked first, then only their rows are read.
           SELECT wh.date, wh.workspace_id, wh.milestone_key, -wh.hours, -wh.entries
           FROM users u CROSS JOIN LATERAL (
             SELECT * FROM worklog_hours wh
             WHERE wh.user_id = u.id AND wh.date BETWEEN ${from}::date AND ${to}::date
             OFFSET 0 -- kept a subquery, so it reads by the key rather than the whole table
           ) wh
           WHERE NOT ${listedThroughout('u', `${from}::date`)}
             AND NOT ${counted('wh.date')} AND ${inWorkspaces('wh.workspace_id')}
         ) hours
         GROUP BY date, workspace_id, milestone_key
         HAVING sum(entries) > 0`;
  // The workspaces and milestones named here, so no second round trip looks the names up:
  // joined by hash, as a name looked up per row scanned the 80 workspaces once for each of
  // a month's 1,760 rows (16 of the chart's 20 ms at 2,000 people). A named statement per
  // variant (each text is fixed), parsed once per connection.
  const { rows } = await db.query<CountedHoursRow>({
    name:
      filter.userIds !== null || filter.teamName !== null
        ? 'counted_hours_of_people'
        : 'counted_hours_of_everyone',
    text: `SELECT h.*, coalesce(ws.name, 'Unknown') AS workspace_name,
              CASE WHEN h.milestone_id IS NOT NULL THEN coalesce(m.title, 'Unknown milestone')
              END AS milestone_name
           FROM (${sql}) h
           LEFT JOIN workspaces ws ON ws.id = h.workspace_id
           LEFT JOIN milestones m ON m.id = h.milestone_id`,
    values,
  });
  return rows;
}

/**
 * The hours of each day and workspace the timesheet counts, for its chart, and the
 * workspaces they are in with their names, in the order they first appear.
 */
export async function timesheetDailyHours(
  db: Db,
  filter: WorklogReportFilter,
): Promise<{
  dailyHours: { date: IsoDate; workspaceId: string; hours: number }[];
  workspaces: { id: string; name: string }[];
}> {
  const sums = new Map<string, { date: IsoDate; workspaceId: string; cents: number }>();
  const workspaces = new Map<string, string>();
  for (const row of await countedHours(db, filter)) {
    const key = `${row.date}|${row.workspace_id}`;
    const sum = sums.get(key) ?? { date: row.date, workspaceId: row.workspace_id, cents: 0 };
    sum.cents += Math.round(Number(row.hours) * 100);
    sums.set(key, sum);
    workspaces.set(row.workspace_id, row.workspace_name);
  }
  const dailyHours = [...sums.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.workspaceId.localeCompare(b.workspaceId))
    .map(({ date, workspaceId, cents }) => ({ date, workspaceId, hours: cents / 100 }));
  const ids = new Set(dailyHours.map((day) => day.workspaceId));
  return {
    dailyHours,
    workspaces: [...ids].map((id) => ({ id, name: workspaces.get(id) ?? 'Unknown' })),
  };
}

export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * The rows of the TimeSheet Report without their hours, as the CTE `named` after `keys` and
 * `active`: each person's workspaces and milestones of the range (worklog_hour_keys, whose
 * first and last day tell most of them apart without reading their days), named, with the
 * days each row sums (since, upto). Its parameters are $1 from, $2 to, $3 user ids, $4
 * workspace ids, $5 team.
 */
const TIMESHEET_ROWS = `keys AS (
       SELECT k.user_id, k.workspace_id, k.milestone_key, k.first_date, k.last_date, u.name,
              u.team_name,
              greatest($1::date, u.listed_from) AS since,
              least($2::date, u.listed_until) AS upto
       FROM users u JOIN worklog_hour_keys k ON k.user_id = u.id
       WHERE ${listedWithin('u', '$1::date', '$2::date')}
         AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
         AND ($5::text IS NULL OR lower(u.team_name) = lower($5::text))
         AND ($4::uuid[] IS NULL OR k.workspace_id = ANY($4::uuid[]))
         AND k.first_date <= $2::date AND k.last_date >= $1::date
     ), active AS (
       -- A first or last day inside the range proves hours there; only a key whose days
       -- span the whole range is looked up.
       SELECT * FROM keys k
       WHERE k.first_date <= k.upto AND k.last_date >= k.since
         AND ((k.first_date >= k.since AND k.first_date <= k.upto)
           OR (k.last_date >= k.since AND k.last_date <= k.upto) OR EXISTS (
           SELECT 1 FROM worklog_hours wh
           WHERE wh.user_id = k.user_id AND wh.workspace_id = k.workspace_id
             AND wh.milestone_key = k.milestone_key
             AND wh.date BETWEEN k.since AND k.upto))
     ), named AS (
       -- A milestone's title is looked up only for hours logged against one.
       SELECT a.*, coalesce(ws.name, 'Unknown') AS workspace_name,
              nullif(a.milestone_key, '${NO_MILESTONE_KEY}') AS milestone_id,
              CASE WHEN a.milestone_key = '${NO_MILESTONE_KEY}' THEN 'Unknown'
                   ELSE coalesce((SELECT m.title FROM milestones m WHERE m.id = a.milestone_key),
                                 'Unknown') END AS milestone_name
       FROM active a LEFT JOIN workspaces ws ON ws.id = a.workspace_id
     )`;

/** The TimeSheet Report's order of `named` rows (TIMESHEET_ROWS) as `alias`. */
const TIMESHEET_ORDER = (alias: string) =>
  `lower(${alias}.name), ${alias}.user_id, lower(${alias}.workspace_name), ${alias}.workspace_id,
   ${alias}.milestone_id IS NULL, lower(${alias}.milestone_name), ${alias}.milestone_key`;

/** TIMESHEET_ROWS's parameters, $1 to $5, in its order. */
const timesheetRowsParams = (filter: WorklogReportFilter) => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.workspaceIds,
  filter.teamName,
];

/**
 * The TimeSheet Report: the hours of each person in each workspace and milestone of the
 * range, by name, then workspace, then milestone ('No Milestone' last). One page of its rows
 * and how many there are; with `paging` null every row (the CSV: the same statement without
 * its limit). The rows of TIMESHEET_ROWS, then the page's hours from worklog_hours.
 */
export async function timesheetPage(
  db: Db,
  filter: WorklogReportFilter,
  paging: PageRequest | null,
): Promise<{ rows: TimesheetReportRow[]; total: number }> {
  const { rows } = await db.query<{ total: number } & (TimesheetSqlRow | { user_id: null })>({
    // Named (its text is fixed), so each connection parses it once.
    name: 'timesheet_page',
    text: `WITH ${TIMESHEET_ROWS}, page AS (
       SELECT * FROM named n ORDER BY ${TIMESHEET_ORDER('n')} LIMIT $6::int OFFSET $7::int
     )
     SELECT c.total, p.user_id, p.name, p.team_name, p.workspace_id, p.workspace_name,
            p.milestone_id, p.milestone_name, h.total_hours
     FROM (SELECT count(*)::int AS total FROM active) c
     LEFT JOIN page p ON true
     LEFT JOIN LATERAL (
       SELECT sum(wh.hours)::text AS total_hours FROM worklog_hours wh
       WHERE wh.user_id = p.user_id AND wh.workspace_id = p.workspace_id
         AND wh.milestone_key = p.milestone_key AND wh.date BETWEEN p.since AND p.upto
     ) h ON true
     ORDER BY ${TIMESHEET_ORDER('p')}`,
    values: [
      ...timesheetRowsParams(filter),
      paging?.pageSize ?? null,
      paging === null ? 0 : (paging.page - 1) * paging.pageSize,
    ],
  });
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.flatMap((row) => (row.user_id === null ? [] : [timesheetRow(row)])),
  };
}

/** A row of the TimeSheet Report without its hours, and the days they are summed over. */
export interface TimesheetKey extends Omit<TimesheetReportRow, 'totalHours'> {
  /** The milestone, or the 'No Milestone' key, as worklog_hours keys it. */
  milestoneKey: string;
  since: IsoDate;
  upto: IsoDate;
}

/** Every row of the TimeSheet Report in its order, without hours, and the stamp they stand at. */
export interface TimesheetKeys {
  /** readModelsStamp of HOURS_REPORT_READ_MODELS in the statement's own snapshot. */
  stamp: string;
  keys: TimesheetKey[];
}

/** The read models the hours reports (TimeSheet, Milestone) are read from. */
export const HOURS_REPORT_READ_MODELS = ['milestones', 'users', 'worklogs', 'workspaces'] as const;

/**
 * Every row of the TimeSheet Report without its hours, in the report's order, with the
 * stamp of the read models they were read at (one snapshot): what the api keeps by the stamp
 * (D299) so that a page reads only its own rows' hours (timesheetKeyHours).
 */
export async function timesheetKeys(db: Db, filter: WorklogReportFilter): Promise<TimesheetKeys> {
  const { rows } = await db.query<
    { stamp: string } & (
      | (Omit<TimesheetSqlRow, 'total_hours'> & {
          milestone_key: string;
          since: IsoDate;
          upto: IsoDate;
        })
      | { user_id: null }
    )
  >({
    // Unnamed, so it is planned for its values: the generic plan a named statement comes to
    // takes every CTE for one row and reads each person's keys by a loop.
    text: `WITH ${TIMESHEET_ROWS}
     SELECT s.stamp, n.user_id, n.name, n.team_name, n.workspace_id, n.workspace_name,
            n.milestone_id, n.milestone_name, n.milestone_key, n.since::text AS since,
            n.upto::text AS upto
     FROM (SELECT ${readModelsStampSql('$6')} AS stamp) s LEFT JOIN named n ON true
     ORDER BY ${TIMESHEET_ORDER('n')}`,
    values: [...timesheetRowsParams(filter), HOURS_REPORT_READ_MODELS],
  });
  return {
    stamp: rows[0]?.stamp ?? '',
    keys: rows.flatMap((row) =>
      row.user_id === null
        ? []
        : [
            {
              ...timesheetRowOf(row),
              milestoneKey: row.milestone_key,
              since: row.since,
              upto: row.upto,
            },
          ],
    ),
  };
}

/**
 * The hours of some of the TimeSheet Report's rows (timesheetKeys), in their order; null when
 * the read models no longer stand at `stamp`, so rows and hours are never of two moments.
 */
export async function timesheetKeyHours(
  db: Db,
  keys: readonly TimesheetKey[],
  stamp: string,
): Promise<number[] | null> {
  const { rows } = await db.query<{ stamp: string; hours: (string | null)[] }>({
    name: 'timesheet_key_hours',
    text: `SELECT ${readModelsStampSql('$6')} AS stamp,
              coalesce((SELECT array_agg(h.total_hours ORDER BY k.n)
                        FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::date[], $5::date[])
                               WITH ORDINALITY AS k (user_id, workspace_id, milestone_key, since, upto, n)
                        CROSS JOIN LATERAL (
                          SELECT sum(wh.hours)::text AS total_hours FROM worklog_hours wh
                          WHERE wh.user_id = k.user_id AND wh.workspace_id = k.workspace_id
                            AND wh.milestone_key = k.milestone_key
                            AND wh.date BETWEEN k.since AND k.upto
                        ) h), '{}') AS hours`,
    values: [
      keys.map((key) => key.userId),
      keys.map((key) => key.workspace.id),
      keys.map((key) => key.milestoneKey),
      keys.map((key) => key.since),
      keys.map((key) => key.upto),
      HOURS_REPORT_READ_MODELS,
    ],
  });
  const row = rows[0];
  if (row === undefined || row.stamp !== stamp) return null;
  return row.hours.map((hours) => Number(hours));
}

export interface TimesheetEntryFilter {
  from: IsoDate;
  to: IsoDate;
  userId: string;
  workspaceId: string;
  /** null: the entries logged against no milestone. */
  milestoneId: string | null;
}

export interface TimesheetEntryRow {
  id: string;
  date: IsoDate;
  hours: number;
  title: string;
  ticket: { number: number; url: string } | null;
}

/**
 * The entries behind one row of the timesheet (Ticket Details), newest first: the same
 * people and days the report counts.
 */
export async function timesheetEntries(
  db: Db,
  filter: TimesheetEntryFilter,
): Promise<TimesheetEntryRow[]> {
  const params: unknown[] = [];
  const conditions = timesheetConditions(
    {
      from: filter.from,
      to: filter.to,
      userIds: [filter.userId],
      workspaceIds: [filter.workspaceId],
      teamName: null,
    },
    params,
  );
  params.push(filter.milestoneId);
  const { rows } = await db.query<Row>(
    `${SELECT_WORKLOG} WHERE ${conditions}
       AND w.milestone_id IS NOT DISTINCT FROM $${params.length}::uuid
     ORDER BY w.date DESC, w.recorded_at DESC, w.id`,
    params,
  );
  return rows.map(toWorklog).map(({ id, date, hours, title, ticket }) => ({
    id,
    date,
    hours,
    title,
    ticket,
  }));
}

interface EntryRow {
  id: string;
  user_id: string;
  date: IsoDate;
  logged_at: Date | null;
  workspace_id: string;
  workspace_name: string;
  milestone_id: string | null;
  milestone_name: string;
  title: string;
  hours: string;
  ticket_number: number | null;
  ticket_url: string | null;
}

/**
 * The people of the milestone report: those the reports list on some day of the range
 * (listedOn), each with the last day they are listed on. With a workspace filter, those
 * who belong to a chosen workspace or logged hours there.
 * $1 from, $2 to, $3 user ids, $4 workspace ids, $5 team.
 */
const REPORT_PEOPLE = `
  SELECT u.id, u.name, u.listed_from, u.listed_until FROM users u
  WHERE ${listedWithin('u', '$1::date', '$2::date')}
    AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
    AND ($5::text IS NULL OR lower(u.team_name) = lower($5::text))
    AND ($4::uuid[] IS NULL OR u.workspace_ids && $4::uuid[] OR EXISTS (
      SELECT 1 FROM worklogs w
      WHERE w.user_id = u.id AND w.workspace_id = ANY($4::uuid[])
        AND w.date BETWEEN $1::date AND $2::date
        AND ${listedOn('u', 'w.date')}))`;

/** REPORT_PEOPLE's parameters, $1 to $5, in its order. */
const reportPeopleParams = (filter: WorklogReportFilter) => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.workspaceIds,
  filter.teamName,
];

const loggedEntry = (row: EntryRow): LoggedMilestoneEntry => ({
  id: row.id,
  userId: row.user_id,
  date: row.date,
  loggedAt: row.logged_at?.toISOString() ?? null,
  workspace: { id: row.workspace_id, name: row.workspace_name },
  milestone: row.milestone_id === null ? null : { id: row.milestone_id, name: row.milestone_name },
  title: row.title,
  ticket:
    row.ticket_number !== null && row.ticket_url !== null
      ? { number: row.ticket_number, url: row.ticket_url }
      : null,
  hours: Number(row.hours),
});

/** A milestone's (or a workspace's 'No Milestone') hours and entries, named. */
export interface MilestoneShare {
  workspace: { id: string; name: string };
  milestone: { id: string; name: string } | null;
  hours: number;
  entries: number;
}

/**
 * The shares of named summed hours: the hours of equal person, workspace and milestone are
 * added together (to the cent).
 */
function sharesOf(
  hours: readonly {
    userId: string | null;
    workspaceId: string;
    workspaceName: string;
    milestoneId: string | null;
    milestoneName: string | null;
    hours: number;
    entries: number;
  }[],
): (MilestoneShare & { userId: string | null })[] {
  const shares = new Map<string, MilestoneShare & { userId: string | null; cents: number }>();
  for (const h of hours) {
    const key = `${h.userId}|${h.workspaceId}|${h.milestoneId}`;
    const share = shares.get(key) ?? {
      userId: h.userId,
      workspace: { id: h.workspaceId, name: h.workspaceName },
      milestone: h.milestoneId ? { id: h.milestoneId, name: h.milestoneName ?? '' } : null,
      hours: 0,
      entries: 0,
      cents: 0,
    };
    share.cents += Math.round(h.hours * 100);
    share.entries += h.entries;
    shares.set(key, share);
  }
  return [...shares.values()].map(({ cents, ...share }) => ({ ...share, hours: cents / 100 }));
}

export interface MilestoneReportSummary {
  /** Every milestone's hours over the filter (unordered). */
  milestones: MilestoneShare[];
  /** The page's people, by name. */
  people: { id: string; name: string }[];
  /** How many people the report lists. */
  total: number;
  /** The page's people's hours per milestone (unordered). */
  shares: (MilestoneShare & { userId: string })[];
}

/**
 * The milestone report without its entries: every milestone's hours, and one page of the
 * people with their hours per milestone, all summed from the aggregates. Every milestone's
 * hours, the same for each page of a filter, are asked through `keep` (the api keeps them by
 * the read models' stamp, D301).
 */
export async function milestoneReportSummary(
  db: Db,
  filter: WorklogReportFilter,
  { page, pageSize }: PageRequest,
  keep: KeepAnswer = readEveryTime,
): Promise<MilestoneReportSummary> {
  const params = reportPeopleParams(filter);
  // Everyone's milestones beside the page's people with their hours per milestone (from
  // worklog_hours by primary key), each named in its own statement.
  const [milestoneHours, people] = await Promise.all([
    keep([filter], () => countedHours(db, filter)),
    db.query<{
      id: string | null;
      name: string;
      total: number;
      shares: (Omit<CountedHoursRow, 'date' | 'hours'> & { hours: number })[];
    }>(
      `WITH people AS (${REPORT_PEOPLE})
       SELECT c.total, p.id, p.name, s.shares
       FROM (SELECT count(*)::int AS total FROM people) c
       LEFT JOIN (SELECT id, name, listed_from, listed_until FROM people ORDER BY lower(name), id LIMIT $6 OFFSET $7) p
         ON true
       LEFT JOIN LATERAL (
         SELECT COALESCE(json_agg(json_build_object('workspace_id', h.workspace_id,
                  'workspace_name', h.workspace_name, 'milestone_id', h.milestone_id,
                  'milestone_name', h.milestone_name, 'hours', h.hours,
                  'entries', h.entries)), '[]') AS shares
         FROM (
           SELECT h.*, ${WORKSPACE_NAME('h')}, ${MILESTONE_NAME('h')}
           FROM (
             SELECT wh.workspace_id, nullif(wh.milestone_key, '${NO_MILESTONE_KEY}') AS milestone_id,
                    sum(wh.hours) AS hours, sum(wh.entries)::int AS entries
             FROM worklog_hours wh
             WHERE wh.user_id = p.id AND wh.date BETWEEN $1::date AND $2::date
               AND ${withinSpan('p', 'wh.date')}
               AND ($4::uuid[] IS NULL OR wh.workspace_id = ANY($4::uuid[]))
             GROUP BY wh.workspace_id, wh.milestone_key
           ) h
         ) h
       ) s ON p.id IS NOT NULL
       ORDER BY lower(p.name), p.id`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
  ]);
  const listed = people.rows.flatMap(({ id, name }) => (id === null ? [] : [{ id, name }]));
  const named = sharesOf([
    ...milestoneHours.map((row) => ({
      userId: null,
      workspaceId: row.workspace_id,
      workspaceName: row.workspace_name,
      milestoneId: row.milestone_id,
      milestoneName: row.milestone_name,
      hours: Number(row.hours),
      entries: row.entries,
    })),
    ...people.rows.flatMap(({ id, shares }) =>
      id === null
        ? []
        : shares.map((row) => ({
            userId: id,
            workspaceId: row.workspace_id,
            workspaceName: row.workspace_name,
            milestoneId: row.milestone_id,
            milestoneName: row.milestone_name,
            hours: row.hours,
            entries: row.entries,
          })),
    ),
  ]);
  return {
    milestones: named.flatMap(({ userId, ...share }) => (userId === null ? [share] : [])),
    people: listed,
    total: people.rows[0]?.total ?? 0,
    shares: named.flatMap(({ userId, ...share }) =>
      userId === null ? [] : [{ ...share, userId }],
    ),
  };
}

export interface MilestoneEntriesFilter extends WorklogReportFilter {
  /** One person's entries; null: everyone's the report lists. */
  userId: string | null;
  /** One card's entries: its workspace and milestone (null: 'No Milestone'); null: any. */
  card: { workspaceId: string; milestoneId: string | null } | null;
  /**
   * The entries card by card in this order of card keys (milestoneCsvCardOrder), each card's
   * newest first: MilestoneReport.csv. Left out: newest first across the cards.
   */
  cardOrder?: readonly string[];
}

/** The milestone report's entries of `filter` ($1-$8 of milestoneEntriesPage), as matching. */
const MILESTONE_ENTRIES_MATCHING = `people AS (${REPORT_PEOPLE}), matching AS (
       SELECT w.*, p.name AS user_name FROM worklogs w JOIN people p ON p.id = w.user_id
       WHERE w.date BETWEEN $1::date AND $2::date
         AND ${withinSpan('p', 'w.date')}
         AND ($4::uuid[] IS NULL OR w.workspace_id = ANY($4::uuid[]))
         AND ($6::uuid IS NULL OR w.user_id = $6::uuid)
         AND ($7::uuid IS NULL OR w.workspace_id = $7::uuid)
         AND ($7::uuid IS NULL OR w.milestone_id IS NOT DISTINCT FROM $8::uuid)
     )`;

/** An entry's card as the domain keys it (milestoneCardKey): its milestone, or its workspace's 'No Milestone'. */
const CARD_KEY = (alias: string) =>
  `CASE WHEN ${alias}.milestone_id IS NULL THEN 'workspace:' || ${alias}.workspace_id
        ELSE 'milestone:' || ${alias}.milestone_id END`;

const milestoneEntriesParams = (filter: MilestoneEntriesFilter) => [
  filter.from,
  filter.to,
  filter.userIds,
  filter.workspaceIds,
  filter.teamName,
  filter.userId,
  filter.card?.workspaceId ?? null,
  filter.card?.milestoneId ?? null,
];

/**
 * MilestoneReport.csv's cards: each card of the entries of `filter` with its workspace and
 * milestone as its newest entry names them and its hours summed from the entries (in
 * hundredths, as sumHours adds them), for milestoneCsvCardOrder.
 */
export async function milestoneCsvCards(
  db: Db,
  filter: MilestoneEntriesFilter,
): Promise<Omit<MilestoneHours, 'entries'>[]> {
  const { rows } = await db.query<{
    workspace_id: string;
    workspace_name: string;
    milestone_id: string | null;
    milestone_name: string;
    cents: string;
  }>(
    `WITH ${MILESTONE_ENTRIES_MATCHING}
     SELECT c.workspace_id, coalesce(ws.name, 'Unknown') AS workspace_name, c.milestone_id,
            coalesce(m.title, 'Unknown milestone') AS milestone_name, c.cents::text AS cents
     FROM (
       SELECT (array_agg(workspace_id ORDER BY date DESC, logged_at DESC NULLS LAST,
                 recorded_at DESC, id))[1] AS workspace_id,
              min(milestone_id::text)::uuid AS milestone_id, sum(round(hours * 100)) AS cents
       FROM matching GROUP BY ${CARD_KEY('matching')}
     ) c
     LEFT JOIN workspaces ws ON ws.id = c.workspace_id
     LEFT JOIN milestones m ON m.id = c.milestone_id`,
    milestoneEntriesParams(filter),
  );
  return rows.map((row) => ({
    workspace: { id: row.workspace_id, name: row.workspace_name },
    milestone:
      row.milestone_id === null ? null : { id: row.milestone_id, name: row.milestone_name },
    hours: Number(row.cents) / 100,
  }));
}

export type MilestoneEntryRow = { total: number } & (
  (EntryRow & { user_name: string }) | { id: null }
);

/** A statement and how its rows read: run by a page, or read through a cursor (a CSV). */
export interface ReportStatement<Raw, Row> {
  text: string;
  values: unknown[];
  rows: (raw: readonly Raw[]) => Row[];
}

/**
 * The milestone report's entries, newest first (the report's people and days), of one person
 * or one card (or card by card in `cardOrder`), each row with how many there are: one page,
 * or with `paging` null every entry (MilestoneReport.csv reads it through a cursor).
 */
export function milestoneEntriesStatement(
  filter: MilestoneEntriesFilter,
  paging: PageRequest | null,
): ReportStatement<MilestoneEntryRow, LoggedMilestoneEntry & { userName: string }> {
  return {
    text: `WITH ${MILESTONE_ENTRIES_MATCHING}
     SELECT c.total, e.id, e.user_id, e.user_name, e.date::text AS date, e.logged_at,
            e.workspace_id, coalesce(ws.name, 'Unknown') AS workspace_name, e.milestone_id,
            coalesce(m.title, 'Unknown milestone') AS milestone_name, e.title,
            e.hours::text AS hours, e.ticket_number, e.ticket_url
     FROM (SELECT count(*)::int AS total FROM matching) c
     LEFT JOIN (
       SELECT * FROM matching
       ORDER BY array_position($11::text[], ${CARD_KEY('matching')}),
                date DESC, logged_at DESC NULLS LAST, recorded_at DESC, id
       LIMIT $9 OFFSET $10
     ) e ON true
     LEFT JOIN workspaces ws ON ws.id = e.workspace_id
     LEFT JOIN milestones m ON m.id = e.milestone_id
     ORDER BY array_position($11::text[], ${CARD_KEY('e')}),
              e.date DESC, e.logged_at DESC NULLS LAST, e.recorded_at DESC, e.id`,
    values: [
      ...milestoneEntriesParams(filter),
      paging?.pageSize ?? null,
      paging === null ? 0 : (paging.page - 1) * paging.pageSize,
      filter.cardOrder ?? null,
    ],
    rows: (raw) =>
      raw.flatMap((row) =>
        row.id === null ? [] : [{ ...loggedEntry(row), userName: row.user_name }],
      ),
  };
}

/** One page of the milestone report's entries and how many there are (milestoneEntriesStatement). */
export async function milestoneEntriesPage(
  db: Db,
  filter: MilestoneEntriesFilter,
  paging: PageRequest,
): Promise<{ entries: (LoggedMilestoneEntry & { userName: string })[]; total: number }> {
  const statement = milestoneEntriesStatement(filter, paging);
  const { rows } = await db.query<MilestoneEntryRow>(statement.text, statement.values);
  return { total: rows[0]?.total ?? 0, entries: statement.rows(rows) };
}
