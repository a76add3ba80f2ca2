import pg from 'pg';
import type { EventStore, Subscription } from '@teamledger/eventstore';
import type { Clock, Logger } from '@teamledger/platform';
import {
  applyGroupBatch,
  isTransientFailure,
  pendingRebuild,
  ProjectionEventError,
  quarantineOf,
  readCheckpoint,
  rebuildProjection,
  recordFailure,
  resetProjection,
  type Checkpoint,
  type Projection,
  type ProjectionFailureInfo,
  type QuarantinedEvent,
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
  projections: readonly Projection[];
  logger: Logger;
  /** When a failure is recorded; the system clock by default. */
  clock?: Clock;
  batchSize?: number;
  /** How often a projection that another instance holds is tried again. */
  lockRetryMs?: number;
  /** Pause before retrying after a failure (doubles up to 30 s). */
  retryDelayMs?: number;
  /**
   * LISTENs on the runner's own connection (it sits idle between batches), so the
   * projector needs no connection of its own for control messages.
   */
  listen?: { channel: string; onNotification: (payload: string) => void };
}

/**
 * The projector's commits skip the wait for the WAL flush: read models are derived, and a
 * batch's rows and checkpoint commit together, so a server crash can only lose the last
 * batches whole, which the projector applies again from the checkpoint it finds. The
 * events themselves are appended with the server's durable setting (docs/decisions.md D34).
 */
export const SESSION_SETTINGS = '-c synchronous_commit=off';

/** How the projector's connections show in pg_stat_activity. */
export const RUNNER_APPLICATION_NAME = 'teamledger-projector';
export const REBUILD_APPLICATION_NAME = 'teamledger-projector-rebuild';

/** A stable 64-bit advisory-lock key per projection name, computed by PostgreSQL. */
const LOCK_KEY_SQL = `hashtextextended('teamledger.projection:' || $1, 0)`;

export async function tryLockProjection(client: pg.ClientBase, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    `SELECT pg_try_advisory_lock(${LOCK_KEY_SQL}) AS locked`,
    [name],
  );
  return rows[0]?.locked === true;
}

/** One projection inside the shared runner. */
interface Slot {
  projection: Projection;
  status: RunnerStatus;
  locked: boolean;
  /** Its live checkpoint, once locked (null: never built). */
  checkpoint: Checkpoint | null;
  /** Rebuild into shadow tables before it follows the store again. */
  needsRebuild: boolean;
  /** After a failure: not fed before this time (ms since epoch). */
  retryAt: number;
  retryDelay: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Keeps every projection up to date with one reader and one connection: each batch of the
 * store is applied to all of them in one transaction (see applyGroupBatch). Each projection
 * is held by an advisory lock on that connection, so a second instance waits for the ones
 * this one holds and takes them over when it goes. A projection whose stored version
 * differs from the code's, or that is asked to, is rebuilt into shadow tables on a second
 * connection while its live tables keep answering (one rebuild at a time), then rejoins.
 * An event a projection cannot apply is quarantined: recorded with its reason in the
 * transaction that moves the checkpoint past it, so the read model goes on (a retry is a
 * rebuild). Only a failure that says nothing about the event (a lost connection, a
 * deadlock) leaves the projection out, retried with a growing pause; the others go on.
 */
export class SharedRunner {
  private readonly slots: Slot[];
  private readonly byName: Map<string, Slot>;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private subscription: Subscription | null = null;
  /** Ends the current wait: stop, a rebuild done or requested, a retry or lock timer. */
  private wake: (() => void) | null = null;
  private rebuilding: Promise<void> | null = null;
  private markConnected: () => void = () => undefined;
  private readonly connected = new Promise<void>((resolve) => (this.markConnected = resolve));

  constructor(private readonly options: RunnerOptions) {
    this.slots = options.projections.map((projection) => ({
      projection,
      status: {
        name: projection.name,
        state: 'starting',
        position: 0n,
        lastEventAt: null,
        lastError: null,
        failure: null,
      },
      locked: false,
      checkpoint: null,
      needsRebuild: false,
      retryAt: 0,
      retryDelay: options.retryDelayMs ?? 1_000,
    }));
    this.byName = new Map(this.slots.map((slot) => [slot.projection.name, slot]));
  }

  statuses(): RunnerStatus[] {
    return this.slots.map((slot) => ({ ...slot.status }));
  }

  status(name: string): RunnerStatus | undefined {
    const slot = this.byName.get(name);
    return slot && { ...slot.status };
  }

  /**
   * Starts following the store. Resolves once the first connection is made and listening
   * (so a control message sent from then on is heard), or has failed (it is retried).
   */
  start(): Promise<void> {
    this.loop ??= this.run();
    return this.connected;
  }

  /** Rebuilds the named projections into shadow tables; false when none is named so. */
  requestRebuild(name: string): boolean {
    const targets = this.slots.filter((slot) => name === '*' || slot.projection.name === name);
    for (const slot of targets) slot.needsRebuild = true;
    if (targets.length > 0) this.wake?.();
    return targets.length > 0;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.markConnected();
    this.wake?.();
    await this.loop;
    await this.rebuilding;
    for (const slot of this.slots) slot.status.state = 'stopped';
  }

  private now(): number {
    return this.options.clock?.now().getTime() ?? Date.now();
  }

  private async run(): Promise<void> {
    let retryDelay = this.options.retryDelayMs ?? 1_000;
    while (!this.stopped) {
      const client = new pg.Client({
        connectionString: this.options.connectionString,
        application_name: RUNNER_APPLICATION_NAME,
        options: SESSION_SETTINGS,
      });
      client.on('error', () => undefined); // surfaced by the failing query instead
      try {
        await client.connect();
        const { listen } = this.options;
        if (listen) {
          client.on('notification', (message) => {
            if (message.channel === listen.channel) listen.onNotification(message.payload ?? '');
          });
          await client.query(`LISTEN ${listen.channel}`);
        }
        this.markConnected();
        await this.follow(client);
      } catch (error) {
        this.markConnected();
        if (this.stopped) break;
        for (const slot of this.slots) {
          if (slot.status.state === 'running') slot.status.state = 'failed';
          slot.status.lastError = (error as Error).message;
        }
        this.options.logger.error(
          { err: error },
          'projector lost its connection; restarting from the checkpoints',
        );
        await this.pause(retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      } finally {
        await this.subscription?.close().catch(() => undefined);
        this.subscription = null;
        // Also releases the session advisory locks: another instance may take over.
        await client.end().catch(() => undefined);
        for (const slot of this.slots) slot.locked = false;
      }
    }
  }

  /** Runs until stopped (resolves) or the connection fails (rejects). */
  private async follow(client: pg.Client): Promise<void> {
    while (!this.stopped) {
      await this.takeLocks(client);
      this.startRebuilds();
      const now = this.now();
      const members = this.slots.filter(
        (slot) =>
          slot.locked && !slot.needsRebuild && slot.checkpoint !== null && slot.retryAt <= now,
      );
      await this.feed(client, members);
    }
  }

  /** Locks the projections no other instance holds and reads their checkpoints. */
  private async takeLocks(client: pg.Client): Promise<void> {
    for (const slot of this.slots) {
      if (slot.locked) continue;
      if (!(await tryLockProjection(client, slot.projection.name))) {
        slot.status.state = 'waiting_for_lock';
        continue;
      }
      slot.locked = true;
      const { projection } = slot;
      const checkpoint = await readCheckpoint(client, projection.name);
      if (!checkpoint) {
        // Never built: no live tables to keep answering, so build them in place.
        slot.checkpoint = await resetProjection(client, projection);
      } else {
        slot.checkpoint = checkpoint;
        const unfinished = await pendingRebuild(client, projection.name);
        if (checkpoint.version !== projection.version || unfinished !== null) {
          slot.needsRebuild = true;
        } else {
          await client.query('BEGIN');
          await projection.setup(client).finally(() => client.query('COMMIT'));
        }
      }
      this.record(slot, slot.checkpoint);
      if (!slot.needsRebuild) slot.status.state = slot.status.failure ? 'failed' : 'running';
    }
  }

  /** One rebuild at a time, on its own connection; the live tables keep answering. */
  private startRebuilds(): void {
    if (this.rebuilding || this.stopped) return;
    const now = this.now();
    const slot = this.slots.find((s) => s.locked && s.needsRebuild && s.retryAt <= now);
    if (!slot) return;
    this.rebuilding = this.rebuild(slot).finally(() => {
      this.rebuilding = null;
      this.wake?.();
    });
  }

  private async rebuild(slot: Slot): Promise<void> {
    const { projection } = slot;
    slot.status.state = 'rebuilding';
    this.options.logger.info(
      { projection: projection.name, from: slot.checkpoint?.version, to: projection.version },
      'rebuilding read model into shadow tables; the live ones answer meanwhile',
    );
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: REBUILD_APPLICATION_NAME,
      options: SESSION_SETTINGS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const done = await rebuildProjection(client, this.options.store, projection, {
        batchSize: this.options.batchSize ?? 1_000,
        shouldStop: () => this.stopped || !slot.locked,
      });
      if (!done) return;
      slot.checkpoint = done;
      slot.needsRebuild = false;
      slot.status.state = 'running';
      slot.status.failure = null;
      slot.status.lastError = null;
      this.record(slot, done);
      this.options.logger.info(
        { projection: projection.name, position: done.position.toString() },
        'read model rebuilt and swapped in',
      );
    } catch (error) {
      if (this.stopped) return;
      await this.fail(client, slot, error);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Subscribes once for the members, until something calls for a new line-up. */
  private async feed(client: pg.Client, initial: Slot[]): Promise<void> {
    let members = initial;
    await new Promise<void>((resolve, reject) => {
      this.wake = resolve;
      if (this.stopped) return resolve();
      const timer = this.nextTimer();
      if (timer !== null) setTimeout(resolve, timer).unref();
      const from = members.reduce<bigint | null>(
        (min, slot) =>
          min === null || slot.checkpoint!.position < min ? slot.checkpoint!.position : min,
        null,
      );
      if (from === null) return;
      this.subscription = this.options.store.subscribeToAll(
        { from, maxBatchSize: this.options.batchSize ?? 500, onError: reject },
        async (batch) => {
          // Each pass names one more event to quarantine: at most one pass per event.
          const quarantined: QuarantinedEvent[] = [];
          for (;;) {
            try {
              const next = await applyGroupBatch(
                client,
                members.map((slot) => ({
                  projection: slot.projection,
                  checkpoint: slot.checkpoint!,
                })),
                batch,
                quarantined,
              );
              members.forEach((slot, i) => this.record(slot, next[i]!));
              for (const event of quarantined) this.logQuarantined(event);
              return;
            } catch (error) {
              if (!(error instanceof ProjectionEventError)) throw error;
              if (!isTransientFailure(error)) {
                quarantined.push(quarantineOf(error));
                continue;
              }
              const failed = members.find((slot) => slot.projection.name === error.projection)!;
              await this.fail(client, failed, error);
              members = members.filter((slot) => slot !== failed);
            }
          }
        },
      );
    });
    this.wake = null;
    await this.subscription?.close();
    this.subscription = null;
  }

  /** When the line-up must be looked at again: a lock to retry or a failure's pause over. */
  private nextTimer(): number | null {
    const now = this.now();
    let next: number | null = null;
    for (const slot of this.slots) {
      const at = !slot.locked
        ? now + (this.options.lockRetryMs ?? 1_000)
        : slot.retryAt > now
          ? slot.retryAt
          : null;
      if (at !== null && (next === null || at < next)) next = at;
    }
    return next === null ? null : Math.max(0, next - now);
  }

  private async fail(client: pg.ClientBase, slot: Slot, error: unknown): Promise<void> {
    const name = slot.projection.name;
    slot.status.state = 'failed';
    slot.status.lastError = (error as Error).message;
    slot.retryAt = this.now() + slot.retryDelay;
    // The runner looks at the line-up again when the pause is over.
    setTimeout(() => this.wake?.(), slot.retryDelay).unref();
    slot.retryDelay = Math.min(slot.retryDelay * 2, MAX_RETRY_MS);
    if (error instanceof ProjectionEventError) {
      const failure = error.info(this.options.clock?.now() ?? new Date());
      slot.status.failure = failure;
      this.options.logger.error(
        { err: error.cause, projection: name, event: failure },
        `${error.message}. ${failure.hint}`,
      );
      await recordFailure(client, failure).catch(() => undefined);
    } else {
      this.options.logger.error(
        { err: error, projection: name },
        'projection failed; retrying from its checkpoint',
      );
    }
  }

  private logQuarantined(event: QuarantinedEvent): void {
    this.options.logger.error(
      { projection: event.projection, eventId: event.eventId, position: event.position.toString() },
      `read model "${event.projection}" cannot apply ${event.eventType} ${event.eventId}: ` +
        `${event.reason}. The event is quarantined and the read model goes on; after a fix, ` +
        `POST /api/ops/quarantine/retry (or npm run projector -- rebuild ${event.projection}) applies it.`,
    );
  }

  private record(slot: Slot, checkpoint: Checkpoint): void {
    slot.checkpoint = checkpoint;
    const { status } = slot;
    status.position = checkpoint.position;
    if (status.failure && checkpoint.position >= BigInt(status.failure.position)) {
      status.failure = null;
      status.lastError = null;
      status.state = 'running';
      slot.retryDelay = this.options.retryDelayMs ?? 1_000;
    }
    status.lastEventAt = checkpoint.lastEventAt?.toISOString() ?? null;
  }

  private async pause(ms: number): Promise<void> {
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
