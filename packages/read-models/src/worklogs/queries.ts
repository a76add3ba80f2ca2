import type { ClientBase, Pool } from 'pg';
import type { IsoDate } from '@teamledger/domain';

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
