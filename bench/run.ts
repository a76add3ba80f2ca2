/**
 * npm run bench: every benchmark, one after the other, each printing its figures beside
 * the raw PostgreSQL rate measured in the same run (compare ratios: the machine is shared).
 */
import { run as appendBench } from './event-store-append.js';
import { run as replayBench } from './projection-replay.js';

const table = (figures: { name: string; eventsPerSecond: number; ratioToRaw: number }[]) =>
  console.table(
    figures.map((f) => ({
      name: f.name,
      'events/s': Math.round(f.eventsPerSecond),
      'ratio to raw batched insert': f.ratioToRaw.toFixed(3),
    })),
  );

console.log('Event store append throughput');
table(await appendBench());
console.log('\nProjection replay throughput');
table(await replayBench());
