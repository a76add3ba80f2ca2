import type { ClientBase, Pool } from 'pg';
import { ROLES_IN_REPORTS, type IsoDate, type LoggedMilestoneEntry } from '@teamledger/domain';

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
 * those in the range of the active User and Viewer people (DESIGN.md decision 7), and of
 * people who left, dated before they left (as listedInReportsOn in the domain).
 */
function timesheetConditions(filter: WorklogReportFilter, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const [from, to, roles, userIds, workspaceIds, teamName] = [
    filter.from,
    filter.to,
    ROLES_IN_REPORTS,
    filter.userIds,
    filter.workspaceIds,
    filter.teamName,
  ].map(param);
  return `w.date BETWEEN ${from}::date AND ${to}::date
    AND u.role = ANY(${roles}::text[])
    AND (u.status = 'active' OR (u.status = 'left' AND w.date < u.left_on))
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

/**
 * The TimeSheet Report: the hours of each person in each workspace and milestone of the
 * range, by name, then workspace, then milestone ('No Milestone' last).
 */
export async function timesheetReport(
  db: Db,
  filter: WorklogReportFilter,
): Promise<TimesheetReportRow[]> {
  const params: unknown[] = [];
  const { rows } = await db.query<TimesheetSqlRow>(
    `SELECT u.id AS user_id, u.name, u.team_name, w.workspace_id,
            coalesce(ws.name, 'Unknown') AS workspace_name, w.milestone_id,
            coalesce(m.title, 'Unknown') AS milestone_name, sum(w.hours)::text AS total_hours
     FROM worklogs w
     JOIN users u ON u.id = w.user_id
     LEFT JOIN workspaces ws ON ws.id = w.workspace_id
     LEFT JOIN milestones m ON m.id = w.milestone_id
     WHERE ${timesheetConditions(filter, params)}
     GROUP BY u.id, w.workspace_id, ws.name, w.milestone_id, m.title
     ORDER BY lower(u.name), u.id, lower(coalesce(ws.name, 'Unknown')), w.workspace_id,
              w.milestone_id IS NULL, lower(coalesce(m.title, 'Unknown')), w.milestone_id`,
    params,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    teamName: row.team_name,
    workspace: { id: row.workspace_id, name: row.workspace_name },
    milestone:
      row.milestone_id === null ? null : { id: row.milestone_id, name: row.milestone_name ?? '' },
    totalHours: Number(row.total_hours),
  }));
}

/** The hours of each day and workspace the timesheet counts, for its chart. */
export async function timesheetDailyHours(
  db: Db,
  filter: WorklogReportFilter,
): Promise<{ date: IsoDate; workspaceId: string; hours: number }[]> {
  const params: unknown[] = [];
  const { rows } = await db.query<{ date: IsoDate; workspace_id: string; hours: string }>(
    `SELECT w.date::text AS date, w.workspace_id, sum(w.hours)::text AS hours
     FROM worklogs w JOIN users u ON u.id = w.user_id
     WHERE ${timesheetConditions(filter, params)}
     GROUP BY w.date, w.workspace_id
     ORDER BY w.date, w.workspace_id`,
    params,
  );
  return rows.map((row) => ({
    date: row.date,
    workspaceId: row.workspace_id,
    hours: Number(row.hours),
  }));
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

export interface MilestoneReportRows {
  /** The people the report lists, by name. */
  people: { id: string; name: string }[];
  /** Their entries in the range, newest first. */
  entries: LoggedMilestoneEntry[];
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
 * The people of the milestone report: active User and Viewer people (DESIGN.md decision 7)
 * and those who left after the range began (as listedInReportsOn in the domain). With a
 * workspace filter, those who belong to a chosen workspace or logged hours there.
 * $1 from, $2 to, $3 user ids, $4 workspace ids, $5 team, $6 roles.
 */
const REPORT_PEOPLE = `
  SELECT u.id, u.name, u.left_on FROM users u
  WHERE (u.status = 'active' OR (u.status = 'left' AND u.left_on > $1::date))
    AND u.role = ANY($6::text[])
    AND ($3::uuid[] IS NULL OR u.id = ANY($3::uuid[]))
    AND ($5::text IS NULL OR lower(u.team_name) = lower($5::text))
    AND ($4::uuid[] IS NULL OR u.workspace_ids && $4::uuid[] OR EXISTS (
      SELECT 1 FROM worklogs w
      WHERE w.user_id = u.id AND w.workspace_id = ANY($4::uuid[])
        AND w.date BETWEEN $1::date AND $2::date
        AND (u.left_on IS NULL OR w.date < u.left_on)))`;

/**
 * The milestone report's people and their hours entries from `from` to `to` (both
 * included), each entry with its workspace and milestone named; someone who left counts
 * up to the day before they left.
 */
export async function milestoneReportRows(
  db: Db,
  filter: WorklogReportFilter,
): Promise<MilestoneReportRows> {
  const params = [
    filter.from,
    filter.to,
    filter.userIds,
    filter.workspaceIds,
    filter.teamName,
    ROLES_IN_REPORTS,
  ];
  const [people, entries] = await Promise.all([
    db.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM (${REPORT_PEOPLE}) p ORDER BY lower(p.name), p.id`,
      params,
    ),
    db.query<EntryRow>(
      `WITH people AS (${REPORT_PEOPLE})
       SELECT w.id, w.user_id, w.date::text AS date, w.logged_at, w.workspace_id,
              coalesce(ws.name, 'Unknown') AS workspace_name, w.milestone_id,
              coalesce(m.title, 'Unknown milestone') AS milestone_name, w.title,
              w.hours::text AS hours, w.ticket_number, w.ticket_url
       FROM worklogs w JOIN people p ON p.id = w.user_id
       LEFT JOIN workspaces ws ON ws.id = w.workspace_id
       LEFT JOIN milestones m ON m.id = w.milestone_id
       WHERE w.date BETWEEN $1::date AND $2::date
         AND (p.left_on IS NULL OR w.date < p.left_on)
         AND ($4::uuid[] IS NULL OR w.workspace_id = ANY($4::uuid[]))
       ORDER BY w.date DESC, w.logged_at DESC NULLS LAST, w.recorded_at DESC, w.id`,
      params,
    ),
  ]);
  return {
    people: people.rows,
    entries: entries.rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      date: row.date,
      loggedAt: row.logged_at?.toISOString() ?? null,
      workspace: { id: row.workspace_id, name: row.workspace_name },
      milestone:
        row.milestone_id === null ? null : { id: row.milestone_id, name: row.milestone_name },
      title: row.title,
      ticket:
        row.ticket_number !== null && row.ticket_url !== null
          ? { number: row.ticket_number, url: row.ticket_url }
          : null,
      hours: Number(row.hours),
    })),
  };
}
