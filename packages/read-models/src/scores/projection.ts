import { defineProjection } from '../projection.js';

/**
 * scores: one row per person and scored month, each step (lead1-3, hr) as it was last
 * saved, the month total and whether it is submitted and approved. Reminders are not
 * shown here; the history endpoint reads them from the score's stream.
 */
export const scoresProjection = defineProjection({
  name: 'scores',
  version: 1,
  tables: ['scores'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS scores (
        user_id uuid NOT NULL,
        month text NOT NULL,
        template_name text,
        lead_ids uuid[] NOT NULL DEFAULT '{}',
        steps jsonb NOT NULL DEFAULT '{}',
        total numeric(5, 2),
        submitted boolean NOT NULL DEFAULT false,
        approved boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, month)
      );
      CREATE INDEX IF NOT EXISTS scores_month ON scores (month);
    `);
  },
  handlers: {
    async ScoreStepSaved(tx, { data: d }, { at, position }) {
      const step = {
        savedBy: d.savedBy,
        status: d.status,
        score: d.score,
        comments: d.comments,
        total: d.stepTotal,
        version: d.version,
        savedAt: at,
      };
      await tx.query(
        `INSERT INTO scores (user_id, month, template_name, lead_ids, steps, total, updated_at,
           last_position)
         VALUES ($1, $2, $3, $4, jsonb_build_object($5::text, $6::jsonb), $7, $8, $9)
         ON CONFLICT (user_id, month) DO UPDATE SET
           template_name = coalesce(EXCLUDED.template_name, scores.template_name),
           lead_ids = EXCLUDED.lead_ids,
           steps = scores.steps || EXCLUDED.steps,
           total = EXCLUDED.total,
           updated_at = EXCLUDED.updated_at,
           last_position = EXCLUDED.last_position
         WHERE scores.last_position < EXCLUDED.last_position`,
        [
          d.userId,
          d.month,
          d.templateName,
          d.leadIds,
          d.step,
          JSON.stringify(step),
          d.totalAfter,
          at,
          position.toString(),
        ],
      );
    },
    async ScoreSubmitted(tx, { data: d }, { at, position }) {
      await tx.query(
        `UPDATE scores SET submitted = true, total = $4, updated_at = $5, last_position = $3
         WHERE user_id = $1 AND month = $2 AND last_position < $3`,
        [d.userId, d.month, position.toString(), d.total, at],
      );
    },
    async ScoreApproved(tx, { data: d }, { at, position }) {
      await tx.query(
        `UPDATE scores SET approved = true, updated_at = $4, last_position = $3
         WHERE user_id = $1 AND month = $2 AND last_position < $3`,
        [d.userId, d.month, position.toString(), at],
      );
    },
  },
});
