import type { ClientBase, Pool } from 'pg';
import { ROLES_IN_REPORTS, type ScoreDetails, type ScoreStep } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface SavedStepRow {
  savedBy: string;
  status: 'draft' | 'submitted';
  score: ScoreDetails | null;
  comments: string;
  total: number | null;
  version: number;
  /** null in an answer built from a command's decided state for a step it did not save. */
  savedAt: string | null;
}

export interface ScoreRow {
  userId: string;
  month: string;
  templateName: string | null;
  leadIds: string[];
  steps: Partial<Record<ScoreStep, SavedStepRow>>;
  total: number | null;
  submitted: boolean;
  approved: boolean;
}

interface Row {
  user_id: string;
  month: string;
  template_name: string | null;
  lead_ids: string[];
  steps: Partial<Record<ScoreStep, SavedStepRow>>;
  total: string | null;
  submitted: boolean;
  approved: boolean;
}

const toScore = (row: Row): ScoreRow => ({
  userId: row.user_id,
  month: row.month,
  templateName: row.template_name,
  leadIds: row.lead_ids,
  steps: row.steps,
  total: row.total === null ? null : Number(row.total),
  submitted: row.submitted,
  approved: row.approved,
});

/** The saved scores of these people in these months. */
export async function scoresOf(
  db: Db,
  userIds: readonly string[],
  months: readonly string[],
): Promise<ScoreRow[]> {
  if (userIds.length === 0 || months.length === 0) return [];
  const { rows } = await db.query<Row>(
    `SELECT user_id, month, template_name, lead_ids, steps, total::text AS total, submitted,
            approved
     FROM scores WHERE user_id = ANY($1::uuid[]) AND month = ANY($2::text[])
     ORDER BY month DESC`,
    [userIds, months],
  );
  return rows.map(toScore);
}

export interface ScorablePerson {
  id: string;
  name: string;
  teamName: string | null;
  leadIds: string[];
}

/**
 * The people who are scored (roles User and Viewer, active: the domain's isScorable), by
 * name: everyone, the people `leadId` is lead 1-3 of, or the listed ones. `everyStatus`
 * keeps every role and status: the candidates of a list as of an instant, whose status and
 * role then decide.
 */
export async function scorablePeople(
  db: Db,
  filter: { leadId?: string; userIds?: readonly string[]; everyStatus?: boolean } = {},
): Promise<ScorablePerson[]> {
  const { rows } = await db.query<ScorablePerson>(
    `SELECT id, name, team_name AS "teamName", lead_ids AS "leadIds" FROM users
     WHERE ($4::boolean OR (status = 'active' AND role = ANY($1::text[])))
       AND ($2::uuid IS NULL OR lead_ids @> ARRAY[$2::uuid])
       AND ($3::uuid[] IS NULL OR id = ANY($3::uuid[]))
     ORDER BY lower(name), id`,
    [ROLES_IN_REPORTS, filter.leadId ?? null, filter.userIds ?? null, filter.everyStatus ?? false],
  );
  return rows;
}

/** Hours a person logged in [from, to] per milestone, the most first; none without one. */
export async function hoursByMilestone(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<{ id: string; name: string; hours: number }[]> {
  const { rows } = await db.query<{ id: string; name: string; hours: string }>(
    `SELECT w.milestone_id AS id, coalesce(m.title, 'Unknown milestone') AS name,
            sum(w.hours)::text AS hours
     FROM worklogs w LEFT JOIN milestones m ON m.id = w.milestone_id
     WHERE w.user_id = $1 AND w.date BETWEEN $2::date AND $3::date
       AND w.milestone_id IS NOT NULL
     GROUP BY w.milestone_id, m.title HAVING sum(w.hours) > 0
     ORDER BY sum(w.hours) DESC, lower(coalesce(m.title, ''))`,
    [userId, from, to],
  );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}

/** Hours a person logged in [from, to] per live workspace, the most first. */
export async function hoursByWorkspace(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<{ workspaceId: string; name: string; hours: number }[]> {
  const { rows } = await db.query<{ workspaceId: string; name: string; hours: string }>(
    `SELECT w.workspace_id AS "workspaceId", s.name, sum(w.hours)::text AS hours
     FROM worklogs w JOIN workspaces s ON s.id = w.workspace_id AND NOT s.deleted
     WHERE w.user_id = $1 AND w.date BETWEEN $2::date AND $3::date
     GROUP BY w.workspace_id, s.name HAVING sum(w.hours) > 0
     ORDER BY sum(w.hours) DESC, lower(s.name)`,
    [userId, from, to],
  );
  return rows.map((row) => ({ ...row, hours: Number(row.hours) }));
}
