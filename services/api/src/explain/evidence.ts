import type { FastifyInstance } from 'fastify';
import {
  datesInRange,
  foldEvidence,
  holidayStream,
  leaveStream,
  parseEvent,
  recordedBy,
  SETTINGS_STREAM,
  standupStream,
  UnknownEventTypeError,
  worklogDayStream,
  type Evidence,
  type EvidenceEvent,
  type IsoDate,
} from '@teamledger/domain';
import type { RecordedEvent } from '@teamledger/eventstore';
import { leaveIdsTouching } from '@teamledger/read-models';

/** A stored event as an explanation reads it; null for a type this version does not know. */
function evidenceOf(recorded: RecordedEvent): EvidenceEvent | null {
  try {
    return {
      id: recorded.id,
      stream: recorded.stream,
      position: recorded.position,
      recordedAt: recorded.metadata.at,
      actorId: recorded.metadata.actorId,
      source: recorded.metadata.source,
      event: parseEvent(recorded),
    };
  } catch (error) {
    if (error instanceof UnknownEventTypeError) return null;
    throw error;
  }
}

/** Reads the streams named and parses their events, in the order of their positions. */
export async function readEvidenceEvents(
  app: FastifyInstance,
  streams: readonly string[],
): Promise<EvidenceEvent[]> {
  const recorded = await app.deps.store.readStreams(streams);
  return recorded.flatMap((event) => evidenceOf(event) ?? []);
}

/**
 * The events behind some people's days from `from` to `to` and the company calendar, read
 * from the event store (one read: each day's worklog and standup streams, the leaves that
 * touch the range, each day's holiday stream and Settings), and folded as recorded by
 * `asOf` (null: everything) by the domain's rules (foldEvidence): the same facts the
 * user_days projection keeps, as they stood at that instant.
 */
export async function readEvidence(
  app: FastifyInstance,
  {
    userIds,
    from,
    to,
    asOf,
  }: { userIds: readonly string[]; from: IsoDate; to: IsoDate; asOf: string | null },
): Promise<{ evidence: Evidence; events: EvidenceEvent[] }> {
  const dates = datesInRange(from, to);
  const leaveIds = await leaveIdsTouching(app.deps.pool, userIds, from, to);
  const streams = [
    SETTINGS_STREAM,
    ...dates.map(holidayStream),
    ...leaveIds.map(leaveStream),
    ...userIds.flatMap((userId) =>
      dates.flatMap((date) => [worklogDayStream(userId, date), standupStream(userId, date)]),
    ),
  ];
  const events = await readEvidenceEvents(app, streams);
  const evidence = foldEvidence({
    events: recordedBy(events, asOf),
    from,
    to,
    defaultTimeZone: app.deps.config.COMPANY_TZ,
  });
  return { evidence, events };
}
