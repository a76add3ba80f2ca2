import type { ClientBase, Pool } from 'pg';
import type { Template, TemplateField } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

interface Row {
  id: string;
  name: string;
  fields: TemplateField[];
  teams: { id: string; name: string }[];
}

// Teams by name; a deleted team drops out of the list it shows in.
const SELECT_TEMPLATE = `
  SELECT t.id, t.name, t.fields,
         coalesce((SELECT json_agg(json_build_object('id', tm.id, 'name', tm.name)
                                   ORDER BY lower(tm.name))
                   FROM teams tm WHERE tm.id = ANY(t.team_ids) AND NOT tm.deleted), '[]') AS teams
  FROM templates t`;

const toTemplate = (row: Row): Template => ({
  id: row.id,
  name: row.name,
  teams: row.teams,
  fields: [...row.fields].sort((a, b) => a.order - b.order),
});

/** Live templates by name. */
export async function listTemplates(db: Db): Promise<Template[]> {
  const { rows } = await db.query<Row>(
    `${SELECT_TEMPLATE} WHERE NOT t.deleted ORDER BY lower(t.name), t.id`,
  );
  return rows.map(toTemplate);
}

export async function findTemplateById(db: Db, id: string): Promise<Template | null> {
  const { rows } = await db.query<Row>(`${SELECT_TEMPLATE} WHERE t.id = $1 AND NOT t.deleted`, [
    id,
  ]);
  return rows[0] ? toTemplate(rows[0]) : null;
}

/** The team ids held by live templates other than `exceptId`. */
export async function teamsOfOtherTemplates(db: Db, exceptId: string | null): Promise<string[]> {
  const { rows } = await db.query<{ team_id: string }>(
    `SELECT DISTINCT unnest(team_ids) AS team_id FROM templates
     WHERE NOT deleted AND ($1::uuid IS NULL OR id <> $1::uuid)`,
    [exceptId],
  );
  return rows.map((row) => row.team_id);
}

/** The live template of the live team with this name (ignoring case), if any. */
export async function templateOfTeam(db: Db, teamName: string | null): Promise<Template | null> {
  if (teamName === null) return null;
  const { rows } = await db.query<Row>(
    `${SELECT_TEMPLATE}
     WHERE NOT t.deleted AND EXISTS (SELECT 1 FROM teams tm WHERE NOT tm.deleted
       AND lower(tm.name) = lower($1) AND tm.id = ANY(t.team_ids))
     ORDER BY t.id LIMIT 1`,
    [teamName.trim()],
  );
  return rows[0] ? toTemplate(rows[0]) : null;
}
