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

export interface MilestoneReportFilter {
  from: IsoDate;
  to: IsoDate;
  /** null: everyone. */
  userIds: readonly string[] | null;
  /** Entries in these workspaces; null: in any. */
  workspaceIds: readonly string[] | null;
  teamName: string | null;
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
  filter: MilestoneReportFilter,
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
