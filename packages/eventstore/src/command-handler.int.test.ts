import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/database.js';
import { executeCommand, foldStream, type Decider } from './command-handler.js';
import { FoldedStreams } from './folded-streams.js';
import { WrongExpectedVersionError } from './errors.js';
import type { EventStore } from './event-store.js';
import { migrateEventStore } from './migrations.js';
import { createPostgresEventStore } from './postgres-event-store.js';

type Counted = { type: 'Counted'; data: { value: number } };
type Count = { type: 'Count'; max: number };

/** Counts up to a maximum: deciding again on a newer state gives a different event. */
const counter: Decider<number, Count, Counted> = {
  initialState: 0,
  evolve: (_state, event) => event.data.value,
  decide: (command, state) => {
    if (state >= command.max) throw new Error('limit reached');
    return [{ type: 'Counted', data: { value: state + 1 } }];
  },
  // Stored before 'value' was named so, a Counted event carried 'count'.
  parse: (stored) => {
    const data = typeof stored.data === 'object' && stored.data !== null ? stored.data : {};
    const value =
      ('value' in data ? data.value : undefined) ?? ('count' in data ? data.count : undefined);
    if (stored.type !== 'Counted' || typeof value !== 'number') {
      throw new Error(`not a Counted event: ${stored.type}`);
    }
    return { type: 'Counted', data: { value } };
  },
};

const context = () => ({
  actorId: null,
  at: new Date('2026-03-02T09:00:00Z'),
  correlationId: crypto.randomUUID(),
  source: 'system' as const,
});

const metadata = {
  actorId: null,
  at: '2026-03-02T09:00:00.000Z',
  correlationId: 'c',
  causationId: null,
  source: 'system' as const,
};

describe('executeCommand', () => {
  let database: TestDatabase;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateEventStore(database.url);
    store = createPostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('decides on the folded stream and appends with metadata', async () => {
    const first = await executeCommand(
      store,
      'counter-a',
      counter,
      { type: 'Count', max: 10 },
      context(),
    );
    expect(first.events).toEqual([{ type: 'Counted', data: { value: 1 } }]);
    expect(first.state).toBe(1);
    const [recorded] = await store.readStream('counter-a');
    expect(recorded).toMatchObject({
      revision: 0,
      type: 'Counted',
      metadata: { at: '2026-03-02T09:00:00.000Z', source: 'system' },
    });
    expect(first.position).toBe(recorded!.position);
  });

  it('answers a retry whose first try was appended with that try, and appends nothing', async () => {
    // Ids derived from the command's name, as the API derives them from an Idempotency-Key.
    const named = (name: string) => (index: number) =>
      `00000000-0000-4000-8000-${(name.charCodeAt(0) * 100 + index).toString().padStart(12, '0')}`;
    const count = (max: number, at: string, name: string) =>
      executeCommand(
        store,
        'counter-retried',
        counter,
        { type: 'Count', max },
        { ...context(), at: new Date(at) },
        { eventId: named(name) },
      );
    const first = await count(1, '2026-03-02T09:00:00Z', 'a');
    // The answer was lost; the retry comes later, when deciding anew would refuse
    // (the counter is at its maximum) or, with a higher maximum, count again.
    const retried = await count(1, '2026-03-02T09:05:00Z', 'a');
    const retriedWithRoom = await count(5, '2026-03-02T09:06:00Z', 'a');
    expect(retried).toEqual({
      events: [{ type: 'Counted', data: { value: 1 } }],
      state: 1,
      position: first.position,
      recordedAt: '2026-03-02T09:00:00.000Z',
    });
    expect(retriedWithRoom).toEqual(retried);
    // Another command (another name) still decides on the stream as it is.
    const other = await count(5, '2026-03-02T09:07:00Z', 'b');
    expect(other.events).toEqual([{ type: 'Counted', data: { value: 2 } }]);
    expect(other.recordedAt).toBe('2026-03-02T09:07:00.000Z');
    expect((await store.readStream('counter-retried')).map((event) => event.id)).toEqual([
      named('a')(0),
      named('b')(0),
    ]);
  });

  it('decides again when a concurrent writer won, so every command lands once', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        executeCommand(store, 'counter-b', counter, { type: 'Count', max: 100 }, context(), {
          retries: 10,
        }),
      ),
    );
    const events = await store.readStream('counter-b');
    expect(events.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(events.map((e) => counter.parse(e).data.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.state).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(foldStream(counter, events)).toBe(6);
  });

  it('gives up with WrongExpectedVersionError when retries are not allowed', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        executeCommand(store, 'counter-c', counter, { type: 'Count', max: 100 }, context(), {
          retries: 0,
        }),
      ),
    );
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    const appended = (await store.readStream('counter-c')).length;
    expect(appended + rejected.length).toBe(6);
    expect(appended).toBeGreaterThanOrEqual(1);
    for (const outcome of rejected)
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
  });

  it('appends nothing when decide returns no events, and nothing when decide refuses', async () => {
    const none: Decider<number, Count, Counted> = { ...counter, decide: () => [] };
    expect(
      await executeCommand(store, 'counter-d', none, { type: 'Count', max: 1 }, context()),
    ).toMatchObject({ events: [], position: null });
    await executeCommand(store, 'counter-d', counter, { type: 'Count', max: 1 }, context());
    await expect(
      executeCommand(store, 'counter-d', counter, { type: 'Count', max: 1 }, context()),
    ).rejects.toThrow('limit reached');
    expect(await store.readStream('counter-d')).toHaveLength(1);
  });

  it('folds what the decider parses, not the stored shape', async () => {
    await store.appendToStream('counter-e', [
      { id: crypto.randomUUID(), type: 'Counted', data: { count: 4 }, metadata },
    ]);
    expect(foldStream(counter, await store.readStream('counter-e'))).toBe(4);
    const next = await executeCommand(
      store,
      'counter-e',
      counter,
      { type: 'Count', max: 9 },
      context(),
    );
    expect(next.events).toEqual([{ type: 'Counted', data: { value: 5 } }]);

    await store.appendToStream('counter-f', [
      { id: crypto.randomUUID(), type: 'Uncounted', data: {}, metadata },
    ]);
    await expect(
      executeCommand(store, 'counter-f', counter, { type: 'Count', max: 9 }, context()),
    ).rejects.toThrow('not a Counted event: Uncounted');
  });

  it('runs beforeAppend with the decided events before each append, never after a refusal', async () => {
    const seen: { events: readonly Counted[]; streamLength: number }[] = [];
    const beforeAppend = async (events: readonly Counted[]) => {
      seen.push({ events, streamLength: (await store.readStream('counter-g')).length });
    };
    await executeCommand(store, 'counter-g', counter, { type: 'Count', max: 1 }, context(), {
      beforeAppend,
    });
    await expect(
      executeCommand(store, 'counter-g', counter, { type: 'Count', max: 1 }, context(), {
        beforeAppend,
      }),
    ).rejects.toThrow('limit reached');
    expect(seen).toEqual([{ events: [{ type: 'Counted', data: { value: 1 } }], streamLength: 0 }]);

    // A failing hook appends nothing.
    await expect(
      executeCommand(store, 'counter-h', counter, { type: 'Count', max: 1 }, context(), {
        beforeAppend: () => Promise.reject(new Error('credential store down')),
      }),
    ).rejects.toThrow('credential store down');
    expect(await store.readStream('counter-h')).toEqual([]);
  });

  it('runs the whole read, decide and append inside exclusive', async () => {
    const steps: string[] = [];
    const result = await executeCommand(
      store,
      'counter-i',
      counter,
      { type: 'Count', max: 1 },
      context(),
      {
        exclusive: async (work) => {
          steps.push('enter');
          const done = await work();
          steps.push(`leave with ${(await store.readStream('counter-i')).length} event`);
          return done;
        },
        beforeAppend: async () => {
          steps.push('before append');
        },
      },
    );
    expect(result.state).toBe(1);
    expect(steps).toEqual(['enter', 'before append', 'leave with 1 event']);
  });

  describe('with the folds of earlier commands (FoldedStreams)', () => {
    /** The store, counting the events each readStream answers and from which revision. */
    const counting = () => {
      const reads: { from: number; events: number }[] = [];
      const counted: EventStore = {
        ...store,
        readStream: async (stream, options) => {
          const events = await store.readStream(stream, options);
          reads.push({ from: options?.fromRevision ?? 0, events: events.length });
          return events;
        },
      };
      return { counted, reads };
    };
    const count = (
      on: EventStore,
      stream: string,
      folded: FoldedStreams,
      options: { eventId?: (index: number) => string; max?: number } = {},
    ) =>
      executeCommand(on, stream, counter, { type: 'Count', max: options.max ?? 100 }, context(), {
        folded,
        ...(options.eventId ? { eventId: options.eventId } : {}),
      });

    it('reads only what was appended since, by this process or another', async () => {
      const { counted, reads } = counting();
      const folded = new FoldedStreams();
      for (let i = 0; i < 3; i++) await count(counted, 'folded-a', folded);
      // Another process (no folds) appends twice; the next command here reads just those.
      await count(store, 'folded-a', new FoldedStreams());
      await count(store, 'folded-a', new FoldedStreams());
      const sixth = await count(counted, 'folded-a', folded);
      expect(sixth.events).toEqual([{ type: 'Counted', data: { value: 6 } }]);
      expect(reads).toEqual([
        { from: 0, events: 0 },
        { from: 1, events: 0 },
        { from: 2, events: 0 },
        { from: 3, events: 2 },
      ]);
      expect(foldStream(counter, await store.readStream('folded-a'))).toBe(6);
    });

    it('decides again on the newer fold when a concurrent writer won', async () => {
      const folded = new FoldedStreams();
      await count(store, 'folded-b', folded);
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          executeCommand(store, 'folded-b', counter, { type: 'Count', max: 100 }, context(), {
            folded,
            retries: 10,
          }),
        ),
      );
      expect(results.map((r) => r.state).sort()).toEqual([2, 3, 4, 5, 6]);
      expect((await store.readStream('folded-b')).map((e) => e.data)).toEqual(
        [1, 2, 3, 4, 5, 6].map((value) => ({ value })),
      );
      expect((await count(store, 'folded-b', folded)).state).toBe(7);
    });

    it('answers a retry of a command it folded already with its recorded events', async () => {
      const folded = new FoldedStreams();
      const named = () => '00000000-0000-4000-8000-000000000777';
      const first = await count(store, 'folded-c', folded, { eventId: named, max: 1 });
      const retried = await count(store, 'folded-c', folded, { eventId: named, max: 1 });
      expect(retried).toEqual(first);
      expect(await store.readStream('folded-c')).toHaveLength(1);
    });

    it('keeps at most its capacity, dropping the least recently used stream', () => {
      const folded = new FoldedStreams({ streams: 2 });
      const entry = (revision: number) => ({
        decider: counter,
        state: revision,
        revision,
        ids: new Set<string>(),
        bytes: 100,
      });
      folded.set('x', entry(0));
      folded.set('y', entry(0));
      expect(folded.get('x', counter)?.revision).toBe(0);
      folded.set('z', entry(0));
      expect(
        [folded.get('x', counter), folded.get('y', counter), folded.get('z', counter)].map(
          (e) => e?.revision,
        ),
      ).toEqual([0, undefined, 0]);
      // An older fold never replaces a newer one; another decider's fold is not reused.
      folded.set('x', entry(4));
      folded.set('x', entry(2));
      expect(folded.get('x', counter)?.revision).toBe(4);
      expect(folded.get('x', { ...counter })).toBeUndefined();
    });
  });
});
