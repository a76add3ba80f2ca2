import type { ExpectedRevision } from './event-store.js';

/** The stream is not at the expected revision; the API answers 409. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `Stream ${stream}: expected revision ${String(expected)}, but it is ${
        actual === 'no_stream' ? 'missing' : `at revision ${actual}`
      }`,
    );
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * An append reused event ids in a way a retry never does: ids that already belong to
 * another stream, or a mix of ids already in the stream and new ones. Appending the new
 * part alone would split what the caller decided as one atomic change, so nothing is
 * appended.
 */
export class DuplicateEventIdError extends Error {
  constructor(
    readonly stream: string,
    /** The ids of the append that were already stored. */
    readonly eventIds: string[],
    /** Where those ids are stored: `stream` itself for a mixed append. */
    readonly existingStream: string,
  ) {
    super(
      existingStream === stream
        ? `Stream ${stream}: events ${eventIds.join(', ')} are already in the stream but others of this append are not; a retry must repeat exactly the same events`
        : `Stream ${stream}: events ${eventIds.join(', ')} already belong to stream ${existingStream}`,
    );
    this.name = 'DuplicateEventIdError';
  }
}
