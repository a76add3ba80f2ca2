import { parseEvent, reactions, type Reaction } from '@teamledger/domain';
import type { ClientBase } from 'pg';
import type { Projection } from './projection.js';

/** The worker LISTENs here to enqueue new jobs at once instead of at its next poll. */
export const REACTION_JOBS_CHANNEL = 'reaction_jobs';

/**
 * A reaction run by the projection runner: it owns no tables, and what it "projects" is
 * the jobs its events ask for, inserted into reaction_jobs in the runner's transaction
 * with its checkpoint. A replay asks for the same job ids and inserts nothing new. The
 * reaction sees the event as the registry's parseEvent reads it back, like a read model.
 */
export function reactorProjection(reaction: Reaction): Projection {
  return {
    name: reaction.name,
    version: 1,
    handles: reaction.handles,
    tables: [],
    async setup() {},
    async apply(tx: ClientBase, event) {
      const jobs = reaction.react({
        id: event.id,
        source: event.metadata.source,
        ...parseEvent(event),
      });
      for (const job of jobs) {
        const { rowCount } = await tx.query(
          `INSERT INTO reaction_jobs (job_id, job_name, payload, reaction, event_id, event_position)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (job_id) DO NOTHING`,
          [job.jobId, job.name, job.payload, reaction.name, event.id, event.position.toString()],
        );
        if (rowCount)
          await tx.query('SELECT pg_notify($1, $2)', [REACTION_JOBS_CHANNEL, job.jobId]);
      }
    },
  };
}

/** Every reaction, as processors for the projection runner. */
export const reactors: readonly Projection[] = reactions.map(reactorProjection);
