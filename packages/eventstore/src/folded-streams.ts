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
}

/**
 * The streams a process has folded, kept between its commands, so that a command reads and
 * folds only the events appended since the last one instead of the whole stream (a day's
 * standup or hours grow with every submit). Any process may append to any stream: the tail
 * read brings what others appended, so an entry is never wrong, only behind. Once more than
 * `capacity` streams are kept, the least recently used goes.
 */
export class FoldedStreams {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, FoldedStream>();

  constructor(readonly capacity = 5_000) {}

  get size(): number {
    return this.#entries.size;
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
    this.#entries.delete(stream);
    this.#entries.set(stream, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(stream: string): void {
    this.#entries.delete(stream);
  }
}
