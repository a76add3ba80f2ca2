/**
 * One stream as a process last folded it: what executeCommand needs to go on from there
 * after reading only the events appended since.
 */
export interface FoldedStream {
  /** The decider that folded it: another decider's fold of the same stream is not reused. */
  decider: object;
  state: unknown;
  /** The last revision folded into `state`. */
  revision: number;
  /**
   * The ids of the stream's events, lower case: whether a command was appended before.
   * Shared by the stream's successive folds and only ever added to (copying it for every
   * command would cost as much as reading the stream): an id in it is an event stored in
   * the stream, even when the fold holding it is older.
   */
  ids: Set<string>;
  /** What keeping it costs in memory, estimated by foldedEventBytes over its events. */
  bytes: number;
}

/** A lower-case uuid string and its slot in the ids set, in bytes. */
const ID_BYTES = 128;

/**
 * An estimate of the memory one folded event holds: its id, and state that grows at most
 * as its data does (UTF-16 in the heap, so twice its JSON length). Measured only for the
 * events just read, which cost more to read from the store than to measure.
 */
export const foldedEventBytes = (events: readonly { data: unknown }[]): number => {
  let bytes = 0;
  for (const event of events) bytes += ID_BYTES + 2 * (JSON.stringify(event.data)?.length ?? 0);
  return bytes;
};

export interface FoldedStreamsLimits {
  /** The most streams kept. */
  streams: number;
  /** The most bytes kept, by the entries' estimates: a few huge streams cannot fill the heap. */
  bytes: number;
}

/**
 * The streams a process has folded, kept between its commands, so that a command reads and
 * folds only the events appended since the last one instead of the whole stream (a day's
 * standup or hours grow with every submit). Any process may append to any stream: the tail
 * read brings what others appended, so an entry is never wrong, only behind. Once more than
 * `limits.streams` streams or `limits.bytes` bytes are kept, the least recently used go; a
 * stream larger than the whole byte bound is not kept at all.
 */
export class FoldedStreams {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, FoldedStream>();
  readonly limits: FoldedStreamsLimits;
  #bytes = 0;

  constructor(limits: Partial<FoldedStreamsLimits> = {}) {
    this.limits = { streams: 5_000, bytes: 32 * 1024 * 1024, ...limits };
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The sum of the kept entries' estimates. */
  get bytes(): number {
    return this.#bytes;
  }

  get(stream: string, decider: object): FoldedStream | undefined {
    const entry = this.#entries.get(stream);
    if (entry === undefined || entry.decider !== decider) return undefined;
    this.#entries.delete(stream);
    this.#entries.set(stream, entry);
    return entry;
  }

  /** Keeps `entry`, unless a fold of the stream to a later revision is kept already. */
  set(stream: string, entry: FoldedStream): void {
    const known = this.#entries.get(stream);
    if (known !== undefined && known.decider === entry.decider && known.revision > entry.revision)
      return;
    this.delete(stream);
    if (entry.bytes > this.limits.bytes) return;
    this.#entries.set(stream, entry);
    this.#bytes += entry.bytes;
    while (this.#entries.size > this.limits.streams || this.#bytes > this.limits.bytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(stream: string): void {
    const entry = this.#entries.get(stream);
    if (entry === undefined) return;
    this.#entries.delete(stream);
    this.#bytes -= entry.bytes;
  }
}
