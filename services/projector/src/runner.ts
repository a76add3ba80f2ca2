import pg from 'pg';
import type { EventStore, Subscription } from '@teamledger/eventstore';
import type { Clock, Logger } from '@teamledger/platform';
import {
  applyBatch,
  inTx,
  ProjectionEventError,
  readCheckpoint,
  recordFailure,
  resetProjection,
  type Checkpoint,
  type Projection,
  type ProjectionFailureInfo,
} from '@teamledger/read-models';

export type RunnerState =
  'starting' | 'waiting_for_lock' | 'rebuilding' | 'running' | 'failed' | 'stopped';

export interface RunnerStatus {
  name: string;
  state: RunnerState;
  position: bigint;
  lastEventAt: string | null;
  lastError: string | null;
  /** The event it is stopped on, when applying one failed. */
  failure: ProjectionFailureInfo | null;
}

export interface RunnerOptions {
  connectionString: string;
  store: EventStore;
  projection: Projection;
  logger: Logger;
  /** When a failure is recorded; the system clock by default. */
  clock?: Clock;
  batchSize?: number;
  /** How often a runner that does not hold the lock tries again. */
  lockRetryMs?: number;
  /** Pause before restarting after a failure (doubles up to 30 s). */
  retryDelayMs?: number;
}

/** A stable 64-bit advisory-lock key per projection name, computed by PostgreSQL. */
const LOCK_KEY_SQL = `hashtextextended('teamledger.projection:' || $1, 0)`;

export async function tryLockProjection(client: pg.ClientBase, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    `SELECT pg_try_advisory_lock(${LOCK_KEY_SQL}) AS locked`,
    [name],
  );
  return rows[0]?.locked === true;
}

/**
 * Keeps one projection up to date: takes its advisory lock (a second instance waits),
 * rebuilds when the code's version differs from the stored one, then follows the store
 * from the checkpoint. Failures restart it from the checkpoint after a pause.
 */
export class ProjectionRunner {
  private readonly projection: Projection;
  private status_: RunnerStatus;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  private interrupt: (() => void) | null = null;
  private rebuildRequested = false;

  constructor(private readonly options: RunnerOptions) {
    this.projection = options.projection;
    this.status_ = {
      name: this.projection.name,
      state: 'starting',
      position: 0n,
      lastEventAt: null,
      lastError: null,
      failure: null,
    };
  }

  get name(): string {
    return this.projection.name;
  }

  status(): RunnerStatus {
    return { ...this.status_ };
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Drops and replays this read model; a no-op request while waiting for the lock. */
  requestRebuild(): void {
    this.rebuildRequested = true;
    this.interrupt?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.interrupt?.();
    await this.loop;
    this.status_.state = 'stopped';
  }

  private async run(): Promise<void> {
    let retryDelay = this.options.retryDelayMs ?? 1_000;
    while (!this.stopped) {
      const client = new pg.Client({ connectionString: this.options.connectionString });
      client.on('error', () => undefined); // surfaced by the failing query instead
      try {
        await client.connect();
        if (!(await this.acquireLock(client))) break;
        await this.follow(client);
        retryDelay = this.options.retryDelayMs ?? 1_000;
      } catch (error) {
        if (this.stopped) break;
        this.status_.state = 'failed';
        this.status_.lastError = (error as Error).message;
        if (error instanceof ProjectionEventError) {
          const failure = error.info(this.options.clock?.now() ?? new Date());
          this.status_.failure = failure;
          this.options.logger.error(
            { err: error.cause, projection: this.name, event: failure },
            `${error.message}. ${failure.hint}`,
          );
          await recordFailure(client, failure).catch(() => undefined);
        } else {
          this.options.logger.error(
            { err: error, projection: this.name },
            'projection failed; restarting from its checkpoint',
          );
        }
        await this.pause(retryDelay);
        retryDelay = Math.min(retryDelay * 2, 30_000);
      } finally {
        await this.subscription?.close().catch(() => undefined);
        this.subscription = null;
        await client.end().catch(() => undefined); // also releases the session advisory lock
      }
    }
  }

  private async acquireLock(client: pg.Client): Promise<boolean> {
    while (!this.stopped) {
      if (await tryLockProjection(client, this.name)) return true;
      this.status_.state = 'waiting_for_lock';
      await this.pause(this.options.lockRetryMs ?? 1_000);
    }
    return false;
  }

  /** Runs until stopped (resolves), or a rebuild is requested (resolves), or a failure (rejects). */
  private async follow(client: pg.Client): Promise<void> {
    let checkpoint = await readCheckpoint(client, this.name);
    if (!checkpoint || checkpoint.version !== this.projection.version || this.rebuildRequested) {
      this.rebuildRequested = false;
      this.status_.state = 'rebuilding';
      this.options.logger.info(
        { projection: this.name, from: checkpoint?.version ?? null, to: this.projection.version },
        'rebuilding read model',
      );
      checkpoint = await resetProjection(client, this.projection);
    } else {
      await inTx(client, () => this.projection.setup(client));
    }
    this.record(checkpoint);
    // A read model stopped on an event stays 'failed' until it gets past that event.
    this.status_.state = this.status_.failure ? 'failed' : 'running';
    if (!this.status_.failure) this.status_.lastError = null;

    let current = checkpoint;
    await new Promise<void>((resolve, reject) => {
      this.interrupt = resolve;
      // stop() or requestRebuild() may have come while we were connecting or rebuilding.
      if (this.stopped || this.rebuildRequested) return resolve();
      this.subscription = this.options.store.subscribeToAll(
        {
          from: current.position,
          maxBatchSize: this.options.batchSize ?? 500,
          onError: reject,
        },
        async (batch) => {
          current = await applyBatch(client, this.projection, current, batch);
          this.record(current);
        },
      );
    });
    this.interrupt = null;
    await this.subscription?.close();
    this.subscription = null;
  }

  private record(checkpoint: Checkpoint): void {
    this.status_.position = checkpoint.position;
    if (this.status_.failure && checkpoint.position >= BigInt(this.status_.failure.position)) {
      this.status_.failure = null;
      this.status_.lastError = null;
      this.status_.state = 'running';
    }
    this.status_.lastEventAt = checkpoint.lastEventAt?.toISOString() ?? null;
  }

  private async pause(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.interrupt = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.interrupt = null;
  }
}
