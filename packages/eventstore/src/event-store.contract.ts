import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateEventIdError, WrongExpectedVersionError } from './errors.js';
import type {
  EventData,
  EventStore,
  ExpectedRevision,
  RecordedEvent,
  Subscription,
} from './event-store.js';

export interface ContractSubject {
  store: EventStore;
  cleanup: () => Promise<void>;
}

export function testEvent(type = 'ThingHappened', data: unknown = { n: 0 }): EventData {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: randomUUID(),
      at: new Date().toISOString(),
      correlationId: randomUUID(),
      causationId: null,
      source: 'web',
    },
  };
}

export const testEvents = (count: number, type = 'ThingHappened'): EventData[] =>
  Array.from({ length: count }, (_, n) => testEvent(type, { n }));

/** Resolves once `predicate` holds, or fails the test with `what` after `timeoutMs`. */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ids = (events: { id: string }[]) => events.map((event) => event.id);

function expectStrictlyIncreasing(positions: bigint[]): void {
  for (let i = 1; i < positions.length; i++) {
    const previous = positions[i - 1] ?? 0n;
    const current = positions[i] ?? 0n;
    if (current <= previous) {
      throw new Error(`position ${current} at index ${i} does not follow ${previous}`);
    }
  }
}

async function expectWrongVersion(
  append: Promise<unknown>,
  fields: { stream: string; expected: ExpectedRevision; actual: number | 'no_stream' },
): Promise<void> {
  const error: unknown = await append.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const { stream, expected, actual } = error as WrongExpectedVersionError;
  expect({ stream, expected, actual }).toEqual(fields);
}

/** Collects what a subscription delivers, and how. */
function collector() {
  const batches: RecordedEvent[][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  return {
    batches,
    get events() {
      return batches.flat();
    },
    get maxInFlight() {
      return maxInFlight;
    },
    eventsOf(stream: string) {
      return batches.flat().filter((event) => event.stream === stream);
    },
    handler: async (batch: RecordedEvent[]) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      batches.push(batch);
      // Yield, so a second concurrent call (a back-pressure bug) would overlap this one.
      await sleep(0);
      inFlight -= 1;
    },
  };
}

/**
 * The behaviour every EventStore adapter must share. Streams get random names and reads of
 * $all start from the head taken at the beginning of a test, so the suite also runs against
 * a long-lived EventStoreDB that already holds events.
 */
export function eventStoreContract(name: string, subject: () => Promise<ContractSubject>): void {
  describe(`${name}: EventStore contract`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;
    const open: Subscription[] = [];
    const streamName = (label: string) => `${label}-${randomUUID()}`;

    beforeEach(async () => {
      ({ store, cleanup } = await subject());
    });

    afterEach(async () => {
      await Promise.all(open.splice(0).map((subscription) => subscription.close()));
      await cleanup();
    });

    const subscribe = (...args: Parameters<EventStore['subscribeToAll']>) => {
      const subscription = store.subscribeToAll(...args);
      open.push(subscription);
      return subscription;
    };

    describe('appendToStream and readStream', () => {
      it('stores events in order with revisions from 0 and reads them back unchanged', async () => {
        const stream = streamName('order');
        const [a, b, c] = [
          testEvent('Opened', { n: 1 }),
          testEvent('Renamed', { name: 'x' }),
          testEvent('Closed', 'done'),
        ];
        if (!a || !b || !c) throw new Error('unreachable');

        const first = await store.appendToStream(stream, [a, b], { expectedRevision: 'no_stream' });
        const second = await store.appendToStream(stream, [c], { expectedRevision: 1 });

        expect(first.nextRevision).toBe(1);
        expect(second.nextRevision).toBe(2);
        expect(second.position).toBeGreaterThan(first.position);
        const read = await store.readStream(stream);
        expect(read.map(({ position: _position, ...rest }) => rest)).toEqual([
          { ...a, stream, revision: 0 },
          { ...b, stream, revision: 1 },
          { ...c, stream, revision: 2 },
        ]);
        expectStrictlyIncreasing(read.map((event) => event.position));
        expect(read[1]?.position).toBe(first.position);
        expect(read[2]?.position).toBe(second.position);
      });

      it('reads a stream from a revision on: its tail, or nothing past its end', async () => {
        const stream = streamName('tail');
        const events = testEvents(3);
        await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const whole = await store.readStream(stream);
        expect(await store.readStream(stream, { fromRevision: 0 })).toEqual(whole);
        expect(await store.readStream(stream, { fromRevision: 1 })).toEqual(whole.slice(1));
        expect(await store.readStream(stream, { fromRevision: 3 })).toEqual([]);
        expect(await store.readStream(streamName('missing-tail'), { fromRevision: 2 })).toEqual([]);
      });

      it('reads a stream that does not exist as empty', async () => {
        expect(await store.readStream(streamName('missing'))).toEqual([]);
      });

      it('reads several streams at once in the order of their positions', async () => {
        const [one, two] = [streamName('many-a'), streamName('many-b')];
        const events = testEvents(3);
        await store.appendToStream(one, [events[0]!]);
        await store.appendToStream(two, [events[1]!]);
        await store.appendToStream(one, [events[2]!]);
        const read = await store.readStreams([two, one, streamName('many-missing'), one]);
        expect(read.map((event) => [event.stream, event.id])).toEqual([
          [one, events[0]!.id],
          [two, events[1]!.id],
          [one, events[2]!.id],
        ]);
        expectStrictlyIncreasing(read.map((event) => event.position));
        expect(await store.readStreams([])).toEqual([]);
      });

      it("defaults expectedRevision to 'any'", async () => {
        const stream = streamName('default-any');
        expect((await store.appendToStream(stream, [testEvent()])).nextRevision).toBe(0);
        expect((await store.appendToStream(stream, testEvents(2))).nextRevision).toBe(2);
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1, 2]);
      });

      it('refuses malformed appends before storing anything', async () => {
        const stream = streamName('malformed');
        const event = testEvent();
        await expect(store.appendToStream(stream, [])).rejects.toThrow(TypeError);
        await expect(store.appendToStream(stream, [event, event])).rejects.toThrow(/appears twice/);
        await expect(
          store.appendToStream(stream, [{ ...event, id: 'not-a-uuid' }]),
        ).rejects.toThrow(/not a uuid/);
        await expect(
          store.appendToStream(stream, [event], { expectedRevision: -1 }),
        ).rejects.toThrow(/non-negative integer/);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('appendToStreams', () => {
      it('makes each append as appendToStream would, answering a refused one without undoing the others', async () => {
        const [a, b, c] = [streamName('batch-a'), streamName('batch-b'), streamName('batch-c')];
        const taken = await store.appendToStream(c, [testEvent()]);
        const [first, again, refused, second] = [
          testEvent(),
          testEvent(),
          testEvent(),
          testEvent(),
        ];
        if (!first || !again || !refused || !second) throw new Error('unreachable');

        const outcomes = await store.appendToStreams([
          { stream: a, events: [first], expectedRevision: 'no_stream' },
          { stream: c, events: [refused], expectedRevision: 'no_stream' },
          { stream: b, events: [second, again] },
        ]);

        expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
        const [madeA, failedC, madeB] = outcomes;
        if (!madeA?.ok || failedC?.ok !== false || !madeB?.ok) throw new Error('unreachable');
        expect(failedC.error).toBeInstanceOf(WrongExpectedVersionError);
        expect([madeA.appended, madeB.appended]).toEqual([true, true]);
        expect(madeA.result.nextRevision).toBe(0);
        expect(madeB.result.nextRevision).toBe(1);
        expect(madeB.result.position).toBeGreaterThan(madeA.result.position);
        expect((await store.readStream(a)).map((event) => event.id)).toEqual([first.id]);
        expect((await store.readStream(b)).map((event) => event.id)).toEqual([second.id, again.id]);
        expect(await store.readStream(c)).toHaveLength(1);
        expect(taken.nextRevision).toBe(0);

        // The same batch again appends nothing and answers the same positions.
        const retried = await store.appendToStreams([
          { stream: a, events: [first], expectedRevision: 'no_stream' },
        ]);
        expect(retried).toEqual([{ ok: true, result: madeA.result, appended: false }]);
        expect(await store.appendToStreams([])).toEqual([]);
      });

      it('refuses a malformed append before making any of them', async () => {
        const stream = streamName('batch-malformed');
        await expect(
          store.appendToStreams([
            { stream, events: [testEvent()] },
            { stream: streamName('batch-empty'), events: [] },
          ]),
        ).rejects.toThrow(TypeError);
        expect(await store.readStream(stream)).toEqual([]);
      });
    });

    describe('expectedRevision', () => {
      it("'no_stream' appends to a new stream and fails on an existing one", async () => {
        const stream = streamName('no-stream');
        const created = await store.appendToStream(stream, [testEvent()], {
          expectedRevision: 'no_stream',
        });
        expect(created.nextRevision).toBe(0);
        await expectWrongVersion(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 'no_stream' }),
          { stream, expected: 'no_stream', actual: 0 },
        );
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it("'stream_exists' fails on a missing stream and appends to an existing one", async () => {
        const stream = streamName('stream-exists');
        await expectWrongVersion(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 'stream_exists' }),
          { stream, expected: 'stream_exists', actual: 'no_stream' },
        );
        expect(await store.readStream(stream)).toEqual([]);

        await store.appendToStream(stream, [testEvent()]);
        const appended = await store.appendToStream(stream, testEvents(2), {
          expectedRevision: 'stream_exists',
        });
        expect(appended.nextRevision).toBe(2);
      });

      it("'any' appends whether or not the stream exists", async () => {
        const stream = streamName('any');
        const created = await store.appendToStream(stream, [testEvent()], {
          expectedRevision: 'any',
        });
        const appended = await store.appendToStream(stream, [testEvent()], {
          expectedRevision: 'any',
        });
        expect([created.nextRevision, appended.nextRevision]).toEqual([0, 1]);
      });

      it('a number must equal the revision of the last event', async () => {
        const stream = streamName('number');
        await expectWrongVersion(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 0 }),
          { stream, expected: 0, actual: 'no_stream' },
        );
        await store.appendToStream(stream, testEvents(2), { expectedRevision: 'no_stream' });
        await expectWrongVersion(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 0 }),
          { stream, expected: 0, actual: 1 },
        );
        await expectWrongVersion(
          store.appendToStream(stream, [testEvent()], { expectedRevision: 2 }),
          { stream, expected: 2, actual: 1 },
        );
        expect(await store.readStream(stream)).toHaveLength(2);

        const appended = await store.appendToStream(stream, testEvents(3), { expectedRevision: 1 });
        expect(appended.nextRevision).toBe(4);
      });
    });

    describe('idempotent append', () => {
      it('appending the same event ids again stores one copy and answers the same', async () => {
        const stream = streamName('retry');
        const events = testEvents(2);

        const first = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        // The retry carries the same stale expectation, which must not fail.
        const retry = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });

        expect(retry).toEqual(first);
        expect(ids(await store.readStream(stream))).toEqual(ids(events));
      });

      it('a retry after the stream moved on returns the current revision and the original position', async () => {
        const stream = streamName('retry-later');
        const original = testEvents(2);
        const first = await store.appendToStream(stream, original, {
          expectedRevision: 'no_stream',
        });
        await store.appendToStream(stream, testEvents(2), { expectedRevision: 1 });

        const retry = await store.appendToStream(stream, original, {
          expectedRevision: 'no_stream',
        });
        const retryOfOne = await store.appendToStream(stream, original.slice(0, 1), {
          expectedRevision: 7,
        });

        expect(retry).toEqual({ nextRevision: 3, position: first.position });
        const read = await store.readStream(stream);
        expect(retryOfOne).toEqual({ nextRevision: 3, position: read[0]?.position });
        expect(read).toHaveLength(4);
      });

      it('refuses an append mixing ids already in the stream with new ones, appending nothing', async () => {
        const stream = streamName('mixed');
        const [known, fresh] = testEvents(2);
        if (!known || !fresh) throw new Error('unreachable');
        await store.appendToStream(stream, [known]);

        const error: unknown = await store
          .appendToStream(stream, [known, fresh])
          .catch((e: unknown) => e);

        expect(error).toBeInstanceOf(DuplicateEventIdError);
        expect(error).toMatchObject({ stream, eventIds: [known.id], existingStream: stream });
        expect(ids(await store.readStream(stream))).toEqual([known.id]);
      });
    });

    describe('readAll and headPosition', () => {
      it('reads every stream in ascending position, from exclusive, with a limit', async () => {
        const head = await store.headPosition();
        const [s1, s2] = [streamName('all-1'), streamName('all-2')];
        const [a, b, c, d] = testEvents(4);
        if (!a || !b || !c || !d) throw new Error('unreachable');
        await store.appendToStream(s1, [a, b]);
        await store.appendToStream(s2, [c]);
        const last = await store.appendToStream(s1, [d]);

        const all = await store.readAll({ from: head });

        expect(all.map((event) => [event.id, event.stream, event.revision])).toEqual([
          [a.id, s1, 0],
          [b.id, s1, 1],
          [c.id, s2, 0],
          [d.id, s1, 2],
        ]);
        expectStrictlyIncreasing([head, ...all.map((event) => event.position)]);
        expect(all[3]?.position).toBe(last.position);
        expect(await store.headPosition()).toBe(last.position);
        expect(ids(await store.readAll({ from: all[1]?.position }))).toEqual([c.id, d.id]);
        expect(ids(await store.readAll({ from: head, limit: 2 }))).toEqual([a.id, b.id]);
        expect(await store.readAll({ from: last.position })).toEqual([]);
        expect(await store.readAll({ from: head, limit: 0 })).toEqual([]);

        const fromStart = (await store.readAll()).filter((event) =>
          [s1, s2].includes(event.stream),
        );
        expect(ids(fromStart)).toEqual([a.id, b.id, c.id, d.id]);
      });

      it('positions in readAll equal those of readStream and of the append results', async () => {
        const head = await store.headPosition();
        const stream = streamName('same-positions');
        const results = [
          await store.appendToStream(stream, testEvents(3)),
          await store.appendToStream(stream, testEvents(1)),
        ];
        const all = await store.readAll({ from: head });
        expect(all).toEqual(await store.readStream(stream));
        expect([all[2]?.position, all[3]?.position]).toEqual(results.map((r) => r.position));
      });
    });

    describe('subscribeToAll', () => {
      it('delivers history from the start, then live events', async () => {
        const stream = streamName('sub-start');
        const history = testEvents(3);
        await store.appendToStream(stream, history);
        const seen = collector();

        subscribe({}, seen.handler);
        await waitFor(() => seen.eventsOf(stream).length === 3, 'the history');
        const live = testEvents(2);
        await store.appendToStream(stream, live);
        await waitFor(() => seen.eventsOf(stream).length === 5, 'the live events');

        expect(ids(seen.eventsOf(stream))).toEqual(ids([...history, ...live]));
        expect(seen.batches.every((batch) => batch.length > 0)).toBe(true);
        expectStrictlyIncreasing(seen.events.map((event) => event.position));
      });

      it('starts after the given position', async () => {
        const stream = streamName('sub-from');
        await store.appendToStream(stream, testEvents(3));
        const [, second] = await store.readStream(stream);
        if (!second) throw new Error('unreachable');
        const seen = collector();

        subscribe({ from: second.position }, seen.handler);
        const live = testEvent();
        await store.appendToStream(stream, [live]);
        await waitFor(() => seen.eventsOf(stream).length === 2, 'two events');
        await sleep(100);

        const [third] = (await store.readStream(stream)).slice(2);
        expect(ids(seen.eventsOf(stream))).toEqual([third?.id, live.id]);
        expect(seen.events.every((event) => event.position > second.position)).toBe(true);
      });

      it('delivers batches of at most maxBatchSize', async () => {
        const head = await store.headPosition();
        const stream = streamName('sub-batches');
        const events = testEvents(7);
        await store.appendToStream(stream, events);
        const seen = collector();

        subscribe({ from: head, maxBatchSize: 3 }, seen.handler);
        await waitFor(() => seen.eventsOf(stream).length === 7, 'seven events');

        expect(ids(seen.events)).toEqual(ids(events));
        expect(seen.batches.every((batch) => batch.length >= 1 && batch.length <= 3)).toBe(true);
        expect(seen.batches.length).toBeGreaterThanOrEqual(3);
      });

      it('stops and calls onError when the handler throws', async () => {
        const head = await store.headPosition();
        const stream = streamName('sub-error');
        const failure = new Error('projection failed');
        const errors: unknown[] = [];
        let calls = 0;

        subscribe({ from: head, onError: (error) => errors.push(error) }, async () => {
          calls += 1;
          throw failure;
        });
        await store.appendToStream(stream, [testEvent()]);
        await waitFor(() => errors.length === 1, 'onError');
        await store.appendToStream(stream, [testEvent()]);
        await sleep(300);

        expect(errors).toEqual([failure]);
        expect(calls).toBe(1);
      });

      it('delivers nothing after the batch the handler throws on, more waiting or not', async () => {
        const head = await store.headPosition();
        const failure = new Error('projection failed');
        const errors: unknown[] = [];
        const delivered: RecordedEvent[][] = [];
        await store.appendToStream(streamName('sub-error-full'), testEvents(5));

        subscribe(
          { from: head, maxBatchSize: 2, onError: (error) => errors.push(error) },
          async (batch) => {
            delivered.push(batch);
            throw failure;
          },
        );
        await waitFor(() => errors.length === 1, 'onError');
        await sleep(300);

        expect(errors).toEqual([failure]);
        expect(delivered.map((batch) => batch.length)).toEqual([2]);
      });

      it('close stops delivery and waits for the running handler', async () => {
        const head = await store.headPosition();
        const stream = streamName('sub-close');
        let release: () => void = () => undefined;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const delivered: string[] = [];
        let handlerDone = false;

        const subscription = subscribe({ from: head }, async (batch) => {
          delivered.push(...ids(batch));
          await gate;
          handlerDone = true;
        });
        const [first] = testEvents(1);
        if (!first) throw new Error('unreachable');
        await store.appendToStream(stream, [first]);
        await waitFor(() => delivered.length === 1, 'the first event');

        let closed = false;
        const closing = subscription.close().then(() => (closed = true));
        await sleep(50);
        expect(closed).toBe(false);
        release();
        await closing;
        expect(handlerDone).toBe(true);

        await store.appendToStream(stream, [testEvent()]);
        await sleep(300);
        expect(delivered).toEqual([first.id]);
      });

      it('8 concurrent writers: a live subscriber sees every event once, in order, with gap-free revisions', async () => {
        const writers = 8;
        const streamsPerWriter = 5;
        const eventsPerWriter = 500;
        const sizes = [1, 3, 1, 2, 5, 1, 4, 1];
        const prefix = `concurrent-${randomUUID()}`;
        const head = await store.headPosition();
        const seen = collector();
        subscribe({ from: head }, seen.handler);

        const written: string[] = [];
        const lastRevisions = new Map<string, number>();
        const writer = async (w: number) => {
          const streams = Array.from({ length: streamsPerWriter }, (_, s) => `${prefix}-${w}-${s}`);
          const revisions = new Map<string, number>();
          let remaining = eventsPerWriter;
          for (let i = 0; remaining > 0; i++) {
            const stream = streams[i % streams.length] ?? '';
            const events = testEvents(Math.min(sizes[(i + w) % sizes.length] ?? 1, remaining));
            const current = revisions.get(stream);
            const result = await store.appendToStream(stream, events, {
              expectedRevision: current ?? 'no_stream',
            });
            expect(result.nextRevision).toBe((current ?? -1) + events.length);
            revisions.set(stream, result.nextRevision);
            lastRevisions.set(stream, result.nextRevision);
            written.push(...ids(events));
            remaining -= events.length;
          }
        };
        await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));

        const total = writers * eventsPerWriter;
        const ours = () => seen.events.filter((event) => event.stream.startsWith(prefix));
        await waitFor(() => ours().length >= total, `${total} events`, 20_000);
        await sleep(100);

        expect(written).toHaveLength(total);
        const received = ours();
        expect(received).toHaveLength(total);
        expect(new Set(ids(received))).toEqual(new Set(written));
        expectStrictlyIncreasing(seen.events.map((event) => event.position));
        expect(seen.maxInFlight).toBe(1);
        expect(lastRevisions.size).toBe(writers * streamsPerWriter);
        let stored = 0;
        for (const [stream, lastRevision] of lastRevisions) {
          const revisions = (await store.readStream(stream)).map((event) => event.revision);
          expect(revisions).toEqual(Array.from({ length: lastRevision + 1 }, (_, i) => i));
          stored += revisions.length;
        }
        expect(stored).toBe(total);
      });
    });
  });
}
