import type { ClientBase, Pool } from 'pg';
import type { IsoDate } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

export interface StandupRow {
  userId: string;
  date: IsoDate;
  workspaceId: string | null;
  /** Null when the standup has no workspace or it is not known. */
  workspaceName: string | null;
  yesterday: string;
  today: string;
  roadblocks: string;
  reportedAt: Date;
  updatedAt: Date;
}

const SELECT_STANDUP = `
  SELECT s.user_id AS "userId", s.date::text AS date, s.workspace_id AS "workspaceId",
         w.name AS "workspaceName", s.yesterday, s.today, s.roadblocks,
         s.reported_at AS "reportedAt", s.updated_at AS "updatedAt"
  FROM standups s LEFT JOIN workspaces w ON w.id = s.workspace_id`;

export async function findStandup(
  db: Db,
  userId: string,
  date: IsoDate,
): Promise<StandupRow | null> {
  const { rows } = await db.query<StandupRow>(
    `${SELECT_STANDUP} WHERE s.user_id = $1 AND s.date = $2`,
    [userId, date],
  );
  return rows[0] ?? null;
}

/** A person's standups from `from` to `to`, both included, the newest first. */
export async function standupsOfUser(
  db: Db,
  userId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<StandupRow[]> {
  const { rows } = await db.query<StandupRow>(
    `${SELECT_STANDUP} WHERE s.user_id = $1 AND s.date BETWEEN $2 AND $3 ORDER BY s.date DESC`,
    [userId, from, to],
  );
  return rows;
}
