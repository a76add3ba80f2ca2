import type { AppendStreamState, CurrentStreamState, Position } from '@kurrent/kurrentdb-client';
import type { ExpectedRevision } from './event-store.js';

/*
 * Our bigint position is the event's COMMIT position in $all, and resuming from it uses
 * { commit: p, prepare: p }. Why that is unique and resumable (EventStoreDB server source,
 * AllReader, IndexCommitter, StorageWriterService, ResolvedEvent):
 *
 * - Every event of an append is written as its own "self-committed" prepare record
 *   (PrepareFlags.IsCommitted), so $all reports each one committed at its own log position:
 *   TFPos(logPosition, logPosition). Commit positions are thus unique and increasing, and
 *   reading or subscribing from TFPos(p, p) starts exactly at the event at p.
 * - The prepare position is NOT usable: older servers report the append's first log
 *   position (the transaction position) as `prepare` for every event of the append.
 * - The append result carries one position for the whole write; rather than rely on which
 *   event it names, the adapter reads the last appended event back.
 * - Only transactions of the legacy TCP API (not available over gRPC) share one commit
 *   position across events; readers refuse those loudly instead of dropping events.
 *
 * Log positions are C# longs, so the value fits PostgreSQL bigint and numeric(20); 0n never
 * names an event (the log starts with system records) and means "from the start".
 */

export function toPosition(position: Position): bigint {
  if (position.commit < 0n) {
    throw new RangeError(`EventStoreDB commit position ${position.commit} is negative`);
  }
  return position.commit;
}

/** The read position for `position`; undefined for 0n, which means "from the start". */
export function fromPosition(position: bigint): Position | undefined {
  if (position < 0n) throw new RangeError(`position ${position} is negative`);
  return position === 0n ? undefined : { commit: position, prepare: position };
}

/**
 * Guards strictly increasing positions in one $all read; only legacy TCP transactions can
 * break it, and skipping their events silently would lose them.
 */
export function assertAfter(
  previous: { id: string; position: bigint },
  next: { id: string; position: bigint },
): void {
  if (next.position <= previous.position) {
    throw new Error(
      `EventStoreDB returned event ${next.id} at commit position ${next.position} after event ${previous.id} at ${previous.position}; events sharing a commit position (legacy TCP transactions) are not supported`,
    );
  }
}

export function toKurrentStreamState(expected: ExpectedRevision): AppendStreamState {
  return typeof expected === 'number' ? BigInt(expected) : expected;
}

export function fromKurrentStreamState(current: CurrentStreamState): number | 'no_stream' {
  return current === 'no_stream' || current < 0n ? 'no_stream' : Number(current);
}

/**
 * The kurrentdb:// form of an EVENTSTORE_URL: the client still reads esdb:// but warns that
 * it is deprecated. Throws on any other scheme; the rest is the client's to parse.
 */
export function toKurrentConnectionString(url: string): string {
  const match = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i.exec(url);
  if (!match) {
    throw new Error(
      'EVENTSTORE_URL must start with kurrentdb://, kurrentdb+discover:// (or esdb://, esdb+discover://)',
    );
  }
  return `kurrentdb${match[2] ?? ''}://${url.slice(match[0].length)}`;
}

/** Events of EventStoreDB itself ($stats, $projections, links, stream metadata). */
export function isSystemEvent(event: { streamId: string; type: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}
