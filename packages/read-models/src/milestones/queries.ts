import type { ClientBase, Pool } from 'pg';
import type { Milestone } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface MilestoneRow extends Milestone {
  workspaceName: string;
  deleted: boolean;
}

const SELECT_MILESTONE = `
  SELECT m.id, m.workspace_id AS "workspaceId", coalesce(w.name, 'Unknown') AS "workspaceName",
         m.title, m.description, m.start_date::text AS "startDate", m.due_date::text AS "dueDate",
         m.is_completed AS "isCompleted", m.is_provider AS "isProviderMilestone",
         m.is_active AS "isActive", m.deleted
  FROM milestones m LEFT JOIN workspaces w ON w.id = m.workspace_id`;

/** A milestone by id, deleted or not. */
export async function findMilestone(db: Db, id: string): Promise<MilestoneRow | null> {
  const { rows } = await db.query<MilestoneRow>(`${SELECT_MILESTONE} WHERE m.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The milestones a workspace lists (domain isListedMilestone): Assembla ones while active,
 * ours while open; with `includeCompleted` the completed and inactive ones too. The soonest
 * due first, those without a due date last.
 */
export async function listedMilestones(
  db: Db,
  workspaceId: string,
  { includeCompleted = false }: { includeCompleted?: boolean } = {},
): Promise<MilestoneRow[]> {
  const { rows } = await db.query<MilestoneRow>(
    `${SELECT_MILESTONE}
     WHERE m.workspace_id = $1 AND NOT m.deleted
       AND ($2 OR CASE WHEN m.is_provider THEN m.is_active ELSE NOT m.is_completed END)
     ORDER BY m.due_date NULLS LAST, lower(m.title), m.id`,
    [workspaceId, includeCompleted],
  );
  return rows;
}
