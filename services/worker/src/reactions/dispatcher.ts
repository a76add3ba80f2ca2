import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger, Pool } from '@teamledger/platform';
import { REACTION_JOBS_CHANNEL } from '@teamledger/read-models';

export interface DispatcherOptions {
  connectionString: string;
  /** Names the LISTEN connection in pg_stat_activity. */
  applicationName?: string;
  pool: Pool;
  queue: Queue;
  /**
   * The queue's Redis connection: when it is ready again after an outage the dispatcher tries
   * at once instead of sleeping out its retry pause (up to maxRetryDelayMs).
   */
  redis: Redis;
  logger: Logger;
  /** How often to look for jobs when no NOTIFY arrives (a lost notification, a restart). */
  pollMs?: number;
  batchSize?: number;
  /** The longest pause between attempts while Redis refuses jobs. */
  maxRetryDelayMs?: number;
}

interface PendingJob {
  job_id: string;
  job_name: string;
  payload: unknown;
}

/**
 * Moves the jobs that reactions recorded (reaction_jobs) into the BullMQ queue. A row is
 * marked dispatched only in the transaction that saw Redis accept it, so a Redis outage or
 * a crash leaves it pending and it goes out later; the job id makes a second enqueue of
 * the same row a no-op in BullMQ, and the handlers are safe to run twice besides.
 */
export class ReactionJobDispatcher {
  private stopped = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private listener: pg.Client | null = null;

  /** Counts the queue connection's 'ready' events, so one during a failing attempt is not missed. */
  private readyCount = 0;
  private readonly redisReady = () => {
    this.readyCount += 1;
    this.wake?.();
  };

  constructor(private readonly options: DispatcherOptions) {}

  start(): void {
    if (this.loop) return;
    this.options.redis.on('ready', this.redisReady);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.options.redis.off('ready', this.redisReady);
    this.wake?.();
    await this.loop;
    await this.listener?.end().catch(() => undefined);
  }

  /** Enqueues one batch of pending jobs; returns how many went out. */
  async dispatchPending(): Promise<number> {
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<PendingJob>(
        `SELECT job_id, job_name, payload FROM reaction_jobs
         WHERE dispatched_at IS NULL ORDER BY event_position, job_id
         LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 100],
      );
      if (rows.length > 0) {
        await this.options.queue.addBulk(
          rows.map((row) => ({
            name: row.job_name,
            data: row.payload,
            opts: { jobId: row.job_id },
          })),
        );
        await client.query(
          'UPDATE reaction_jobs SET dispatched_at = now() WHERE job_id = ANY($1::text[])',
          [rows.map((row) => row.job_id)],
        );
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollMs ?? 1_000;
    let retryDelay = pollMs;
    while (!this.stopped) {
      await this.listen();
      let pause = pollMs;
      const readyBefore = this.readyCount;
      try {
        const sent = await this.dispatchPending();
        retryDelay = pollMs;
        if (sent === (this.options.batchSize ?? 100)) continue; // more may be waiting
      } catch (error) {
        this.options.logger.warn(
          { err: error, retryInMs: retryDelay },
          'could not enqueue reaction jobs; they stay pending and are retried',
        );
        // Redis came back while this attempt failed: try again now.
        pause = this.readyCount === readyBefore ? retryDelay : 0;
        retryDelay = Math.min(retryDelay * 2, this.options.maxRetryDelayMs ?? 30_000);
      }
      await this.sleep(pause);
    }
  }

  /** LISTEN for new jobs, so they go out at once; polling covers a lost connection. */
  private async listen(): Promise<void> {
    if (this.listener || this.stopped) return;
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'teamledger-worker-dispatcher',
    });
    const lost = () => {
      if (this.listener === client) this.listener = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.wake?.());
    try {
      await client.connect();
      await client.query(`LISTEN ${REACTION_JOBS_CHANNEL}`);
      this.listener = client;
    } catch {
      await client.end().catch(() => undefined);
    }
  }

  private async sleep(ms: number): Promise<void> {
    if (this.stopped) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }
}
