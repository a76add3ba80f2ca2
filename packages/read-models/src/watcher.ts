import pg from 'pg';
import type { Logger } from '@teamledger/platform';
import {
  CHECKPOINT_CHANNEL,
  readCheckpoints,
  readFailures,
  type CheckpointNotice,
} from './checkpoints.js';

interface Waiter {
  position: bigint;
  names: readonly string[];
  resolve: (caughtUp: boolean) => void;
  timer: NodeJS.Timeout;
}

export interface WatcherOptions {
  connectionString: string;
  /** The read models a command waits for by default (normally every registered projection). */
  projections: readonly string[];
  logger: Logger;
  /** Names the LISTEN connection in pg_stat_activity. */
  applicationName?: string;
}

/**
 * Knows how far each read model has got, from the projector's NOTIFY on every batch,
 * so a command can answer once its events are visible in the read models (read your
 * writes). Reconnects by itself and re-reads the checkpoint table after a reconnect.
 */
export class ProjectionWatcher {
  private readonly positions = new Map<string, bigint>();
  /** Read models stopped on an event: waiting for them would only cost the full timeout. */
  private readonly failed = new Set<string>();
  private readonly waiters = new Set<Waiter>();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectDelay = 250;

  constructor(private readonly options: WatcherOptions) {}

  async start(): Promise<void> {
    await this.connect();
  }

  position(name: string): bigint | undefined {
    return this.positions.get(name);
  }

  /** The named read models that have not applied `position` yet (failed ones included). */
  behind(position: bigint, names: readonly string[]): string[] {
    return names.filter((name) => (this.positions.get(name) ?? -1n) < position);
  }

  /** Read models that are stopped on an event they cannot apply. */
  failing(): string[] {
    return [...this.failed].sort();
  }

  /**
   * Resolves true once every named read model has applied `position`, or false after
   * `timeoutMs` (the caller answers anyway; the data shows up a moment later). Read models
   * stopped on a failed event are not waited for.
   */
  waitFor(
    position: bigint,
    { timeoutMs = 2_000, projections = this.options.projections } = {},
  ): Promise<boolean> {
    if (this.reached(position, projections)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        names: projections,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          // A notification may have been lost with a dropped connection: look once more.
          void this.refresh().then(
            () => resolve(this.reached(position, projections)),
            () => resolve(false),
          );
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters.clear();
    await this.client?.end().catch(() => undefined);
  }

  private reached(position: bigint, names: readonly string[]): boolean {
    return names.every(
      (name) => this.failed.has(name) || (this.positions.get(name) ?? -1n) >= position,
    );
  }

  private markFailed(name: string): void {
    this.failed.add(name);
    this.resolveReached();
  }

  private update(name: string, position: bigint): void {
    if ((this.positions.get(name) ?? -1n) >= position) return;
    this.positions.set(name, position);
    // A checkpoint that moves means the read model applies events again.
    this.failed.delete(name);
    this.resolveReached();
  }

  private resolveReached(): void {
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position, waiter.names)) {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  private async refresh(): Promise<void> {
    const client = this.client;
    if (!client) return;
    for (const checkpoint of await readCheckpoints(client)) {
      this.update(checkpoint.name, checkpoint.position);
    }
    const failures = await readFailures(client);
    this.failed.clear();
    for (const failure of failures) this.markFailed(failure.projection);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: this.options.applicationName ?? 'teamledger-projection-watcher',
    });
    client.on('notification', (message) => {
      if (message.channel !== CHECKPOINT_CHANNEL || !message.payload) return;
      const notice = JSON.parse(message.payload) as CheckpointNotice;
      if (notice.failed && notice.name) this.markFailed(notice.name);
      for (const [name, position] of Object.entries(notice.positions ?? {})) {
        this.update(name, BigInt(position));
      }
    });
    const lost = () => {
      if (this.client !== client || this.closed) return;
      this.client = null;
      this.options.logger.warn('projection watcher lost its connection; reconnecting');
      setTimeout(() => void this.reconnect(), this.reconnectDelay).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHECKPOINT_CHANNEL}`);
    this.client = client;
    this.reconnectDelay = 250;
    await this.refresh();
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.connect();
    } catch {
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
      setTimeout(() => void this.reconnect(), this.reconnectDelay).unref();
    }
  }
}
