import pg from 'pg';
import { backoffMs } from './subscription-support.js';

export const APPEND_CHANNEL = 'eventstore_appended';
/** Lets operators (and tests) find the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'teamledger-eventstore-listener';

/**
 * One LISTEN connection per store, shared by its subscriptions, opened while at least one
 * subscription is open. When the connection dies it reconnects with backoff; subscribers
 * keep polling meanwhile, and every subscriber is woken once the connection is back,
 * since notifications sent while it was down are lost.
 */
export class AppendListener {
  private readonly wakers = new Set<() => void>();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private running = false;
  /** Bumped on stop, so callbacks of a connection from before a stop/start cycle do nothing. */
  private epoch = 0;

  constructor(
    private readonly connectionString: string,
    private readonly applicationName: string = LISTENER_APPLICATION_NAME,
  ) {}

  /** Registers `wake` for append notifications; returns the function that unregisters it. */
  add(wake: () => void): () => Promise<void> {
    this.wakers.add(wake);
    if (!this.running) {
      this.running = true;
      void this.connect(this.epoch);
    }
    return async () => {
      this.wakers.delete(wake);
      if (this.wakers.size === 0) await this.stop();
    };
  }

  private wakeAll(): void {
    for (const wake of this.wakers) wake();
  }

  private async connect(epoch: number): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.applicationName,
    });
    this.client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      if (epoch === this.epoch) this.scheduleReconnect(epoch);
    };
    // A terminated backend emits 'error' then 'end'; without a listener 'error' would crash
    // the process.
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', () => this.wakeAll());
    try {
      await client.connect();
      await client.query(`LISTEN ${APPEND_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    this.attempts = 0;
    this.wakeAll();
  }

  private scheduleReconnect(epoch: number): void {
    if (!this.running) return;
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.running && epoch === this.epoch) void this.connect(epoch);
    }, backoffMs(this.attempts));
  }

  private async stop(): Promise<void> {
    this.running = false;
    this.epoch += 1;
    this.attempts = 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
