import { defineProjection } from '../projection.js';

/**
 * templates: one row per score template, deleted ones kept with their flag. Teams are held
 * by id, so a renamed team stays in its template.
 */
export const templatesProjection = defineProjection({
  name: 'templates',
  version: 1,
  tables: ['templates'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS templates (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        team_ids uuid[] NOT NULL,
        fields jsonb NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS templates_team_ids ON templates USING gin (team_ids);
    `);
  },
  handlers: {
    async TemplateCreated(tx, { data: d }, { position }) {
      await tx.query(
        `INSERT INTO templates (id, name, team_ids, fields, last_position)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [d.templateId, d.name, d.teamIds, JSON.stringify(d.fields), position.toString()],
      );
    },
    async TemplateUpdated(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE templates SET name = $3, team_ids = $4, fields = $5, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.templateId, position.toString(), d.name, d.teamIds, JSON.stringify(d.fields)],
      );
    },
    async TemplateDeleted(tx, { data: d }, { position }) {
      await tx.query(
        `UPDATE templates SET deleted = true, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [d.templateId, position.toString()],
      );
    },
  },
});
