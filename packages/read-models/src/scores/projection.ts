import type { ClientBase } from 'pg';
import type { ScoreStepSaved } from '@teamledger/domain';
import { defineProjection, type ParsedEvent } from '../projection.js';

/** A score's row as applyBatch holds it between the batch's read and its one write. */
interface ScoreRow {
  userId: string;
  month: string;
  templateName: string | null;
  leadIds: string[];
  steps: Record<string, unknown>;
  total: string | number | null;
  submitted: boolean;
  approved: boolean;
  updatedAt: string | Date;
  lastPosition: bigint;
}

/** What ScoreStepSaved writes into `steps` under its step's name. */
const savedStep = (d: ScoreStepSaved['data'], at: string) => ({
  savedBy: d.savedBy,
  status: d.status,
  score: d.score,
  comments: d.comments,
  total: d.stepTotal,
  version: d.version,
  savedAt: at,
});

/** A row's key in memory: the uuid as PostgreSQL spells it, whatever case the event had. */
const rowKey = (userId: string, month: string) => `${userId.toLowerCase()} ${month}`;

/** The batch's rows as stored, by rowKey: one read for every row it touches. */
async function storedRows(
  tx: ClientBase,
  events: readonly ParsedEvent[],
): Promise<Map<string, ScoreRow>> {
  const keys = new Map<string, { userId: string; month: string }>();
  for (const { event } of events) {
    if ('month' in event.data && 'userId' in event.data) {
      const { userId, month } = event.data;
      keys.set(rowKey(userId, month), { userId, month });
    }
  }
  const wanted = [...keys.values()];
  const { rows } = await tx.query<{
    user_id: string;
    month: string;
    template_name: string | null;
    lead_ids: string[];
    steps: Record<string, unknown>;
    total: string | null;
    submitted: boolean;
    approved: boolean;
    updated_at: Date;
    last_position: string;
  }>(
    `SELECT s.user_id, s.month, s.template_name, s.lead_ids::text[] AS lead_ids, s.steps,
       s.total, s.submitted, s.approved, s.updated_at, s.last_position::text AS last_position
     FROM scores s JOIN unnest($1::uuid[], $2::text[]) AS k (user_id, month)
       ON s.user_id = k.user_id AND s.month = k.month`,
    [wanted.map((key) => key.userId), wanted.map((key) => key.month)],
  );
  return new Map(
    rows.map((row) => [
      rowKey(row.user_id, row.month),
      {
        userId: row.user_id,
        month: row.month,
        templateName: row.template_name,
        leadIds: row.lead_ids,
        steps: row.steps,
        total: row.total,
        submitted: row.submitted,
        approved: row.approved,
        updatedAt: row.updated_at,
        lastPosition: BigInt(row.last_position),
      },
    ]),
  );
}

/**
 * One event on a row held in memory, with the guards of its handler: a step saved inserts
 * the row or updates it, a submit or an approval updates only a row there is; none of them
 * changes a row already at or past its position. Returns the row when it changed.
 */
function applyToRow(row: ScoreRow | undefined, { event, meta }: ParsedEvent): ScoreRow | undefined {
  const { at, position } = meta;
  if (row && row.lastPosition >= position) return undefined;
  switch (event.type) {
    case 'ScoreStepSaved': {
      const d = event.data;
      return {
        userId: d.userId,
        month: d.month,
        templateName: d.templateName ?? row?.templateName ?? null,
        leadIds: d.leadIds,
        steps: { ...row?.steps, [d.step]: savedStep(d, at) },
        total: d.totalAfter,
        submitted: row?.submitted ?? false,
        approved: row?.approved ?? false,
        updatedAt: at,
        lastPosition: position,
      };
    }
    case 'ScoreSubmitted':
      return (
        row && {
          ...row,
          submitted: true,
          total: event.data.total,
          updatedAt: at,
          lastPosition: position,
        }
      );
    case 'ScoreApproved':
      return row && { ...row, approved: true, updatedAt: at, lastPosition: position };
    default:
      return undefined;
  }
}

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
  /**
   * The batch's rows read once, its events applied to them in memory in order, and each
   * row it changed written once: two statements a batch instead of one per event.
   */
  async applyBatch(tx, events) {
    const rows = await storedRows(tx, events);
    const changed = new Map<string, ScoreRow>();
    for (const parsed of events) {
      if (!('month' in parsed.event.data && 'userId' in parsed.event.data)) continue;
      const key = rowKey(parsed.event.data.userId, parsed.event.data.month);
      const row = applyToRow(rows.get(key), parsed);
      if (row) {
        rows.set(key, row);
        changed.set(key, row);
      }
    }
    if (changed.size === 0) return;
    const written = [...changed.values()];
    await tx.query(
      `INSERT INTO scores (user_id, month, template_name, lead_ids, steps, total, submitted,
         approved, updated_at, last_position)
       SELECT user_id, month, template_name, lead_ids::uuid[], steps, total, submitted,
         approved, updated_at, last_position
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::numeric[],
         $7::boolean[], $8::boolean[], $9::timestamptz[], $10::numeric[])
         AS r (user_id, month, template_name, lead_ids, steps, total, submitted, approved,
               updated_at, last_position)
       ON CONFLICT (user_id, month) DO UPDATE SET
         template_name = EXCLUDED.template_name,
         lead_ids = EXCLUDED.lead_ids,
         steps = EXCLUDED.steps,
         total = EXCLUDED.total,
         submitted = EXCLUDED.submitted,
         approved = EXCLUDED.approved,
         updated_at = EXCLUDED.updated_at,
         last_position = EXCLUDED.last_position
       WHERE scores.last_position < EXCLUDED.last_position`,
      [
        written.map((row) => row.userId),
        written.map((row) => row.month),
        written.map((row) => row.templateName),
        written.map((row) => `{${row.leadIds.join(',')}}`),
        written.map((row) => JSON.stringify(row.steps)),
        written.map((row) => row.total),
        written.map((row) => row.submitted),
        written.map((row) => row.approved),
        written.map((row) => row.updatedAt),
        written.map((row) => row.lastPosition.toString()),
      ],
    );
  },
  handlers: {
    async ScoreStepSaved(tx, { data: d }, { at, position }) {
      const step = savedStep(d, at);
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
