import type { EventStore } from '@teamledger/eventstore';
import type { Clock, Logger } from '@teamledger/platform';
import { CONTROL_CHANNEL } from '@teamledger/read-models';
import type { Projection } from '@teamledger/read-models';
import { SharedRunner, type RunnerStatus } from './runner.js';

export interface ProjectionLag extends Omit<RunnerStatus, 'position'> {
  position: string;
  eventsBehind: number;
  secondsBehind: number;
}

export interface ProjectorHealth {
  status: 'ok' | 'degraded';
  head: string;
  projections: ProjectionLag[];
}

export interface HostOptions {
  connectionString: string;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  clock: Clock;
  batchSize?: number;
  lockRetryMs?: number;
}

/**
 * Runs every projection on one shared runner (one reader, one connection, a second one
 * while a rebuild runs) and listens, on the runner's connection, for rebuild requests from
 * the CLI (NOTIFY projection_control 'rebuild:<name>' or 'rebuild:*').
 */
export class ProjectorHost {
  readonly runner: SharedRunner;

  constructor(private readonly options: HostOptions) {
    this.runner = new SharedRunner({
      connectionString: options.connectionString,
      store: options.store,
      projections: options.projections,
      logger: options.logger,
      clock: options.clock,
      batchSize: options.batchSize,
      lockRetryMs: options.lockRetryMs,
      listen: { channel: CONTROL_CHANNEL, onNotification: (payload) => this.control(payload) },
    });
  }

  /** Resolves once the runner's first connection is listening (or failed: it retries). */
  async start(): Promise<void> {
    await this.runner.start();
  }

  async stop(): Promise<void> {
    await this.runner.stop();
  }

  /** Each projection's state, position and failure. */
  statuses(): RunnerStatus[] {
    return this.runner.statuses();
  }

  requestRebuild(name: string): boolean {
    return this.runner.requestRebuild(name);
  }

  async health(): Promise<ProjectorHealth> {
    const head = await this.options.store.headPosition();
    const now = this.options.clock.now().getTime();
    const projections = await Promise.all(
      this.runner.statuses().map(async (status): Promise<ProjectionLag> => {
        let secondsBehind = 0;
        if (status.position < head) {
          const [next] = await this.options.store.readAll({ from: status.position, limit: 1 });
          if (next) secondsBehind = Math.max(0, (now - Date.parse(next.metadata.at)) / 1000);
        }
        return {
          ...status,
          position: status.position.toString(),
          eventsBehind: Number(head > status.position ? head - status.position : 0n),
          secondsBehind: Math.round(secondsBehind * 10) / 10,
        };
      }),
    );
    const healthy = projections.every(
      (p) => p.state === 'running' || p.state === 'rebuilding' || p.state === 'waiting_for_lock',
    );
    return { status: healthy ? 'ok' : 'degraded', head: head.toString(), projections };
  }

  private control(payload: string): void {
    const [command, name] = payload.split(':');
    if (command === 'rebuild' && name) {
      this.options.logger.info({ projection: name }, 'rebuild requested');
      this.requestRebuild(name);
    }
  }
}
