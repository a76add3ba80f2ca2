import type { RecordedEvent } from '@teamledger/eventstore';

/** The event a read model could not apply, and why; stored with its checkpoint. */
export interface ProjectionFailureInfo {
  projection: string;
  eventId: string;
  eventType: string;
  position: string;
  error: string;
  /** What an operator does about it. */
  hint: string;
  failedAt: string;
}

/** Thrown by applyBatch when one event cannot be applied; names the event. */
export class ProjectionEventError extends Error {
  override readonly name = 'ProjectionEventError';
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'id' | 'type' | 'position'>,
    override readonly cause: unknown,
  ) {
    super(
      `read model "${projection}" cannot apply ${event.type} ${event.id} at position ${event.position}: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
    );
  }

  info(failedAt: Date): ProjectionFailureInfo {
    return {
      projection: this.projection,
      eventId: this.event.id,
      eventType: this.event.type,
      position: this.event.position.toString(),
      error: this.cause instanceof Error ? this.cause.message : String(this.cause),
      hint: failureHint(this.projection),
      failedAt: failedAt.toISOString(),
    };
  }
}

/** The log line and health entry tell the operator what to do, not only what broke. */
export const failureHint = (projection: string) =>
  `It retries from its checkpoint with a growing pause, and commands stop waiting for it. ` +
  `Fix the projection code (or correct the data with a new event), restart the projector, ` +
  `and if rows were written wrongly run: npm run projector -- rebuild ${projection}`;
