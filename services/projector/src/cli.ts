import pg from 'pg';
import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import { ensureDatabase, loadConfigOrExit } from '@teamledger/platform';
import { CONTROL_CHANNEL, readCheckpoint } from '@teamledger/read-models';
import { loadProjectorConfig } from './config.js';
import { migrateDatabase } from '@teamledger/read-models';
import { projections } from '@teamledger/read-models';
import { rebuildProjections, type Projection } from '@teamledger/read-models';
import { tryLockProjection } from './runner.js';

const usage = 'usage: npm run projector -- rebuild [name]\nread models: ';
const [command, name] = process.argv.slice(2);
const names = projections.map((p) => p.name);
if (command !== 'rebuild' || (name !== undefined && !names.includes(name))) {
  console.error(usage + (names.join(', ') || '(none yet)'));
  process.exit(2);
}

const config = loadConfigOrExit(() => withCheckedEventStore(loadProjectorConfig()));
await ensureDatabase(config.DATABASE_URL);
await migrateDatabase(config);
const store = createEventStore(config);
const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();

/**
 * Rebuilds here the read models no projector holds, all of them with one reader (into
 * shadow tables, swapped in at the end: the API keeps answering meanwhile), applied on two
 * connections.
 */
async function rebuildHere(mine: readonly Projection[]): Promise<void> {
  const started = Date.now();
  // A second connection: the read models shared out between two backends (D325).
  const lanes = [
    new pg.Client({
      connectionString: config.DATABASE_URL,
      application_name: 'teamledger-projector-rebuild',
    }),
  ];
  await Promise.all(lanes.map((lane) => lane.connect()));
  try {
    // Batches of 2,000 with two waiting a lane: as many events held as 1,000 with four, in
    // half the statements (D369).
    const done = await rebuildProjections(client, store, mine, {
      connections: lanes,
      batchSize: 2_000,
      queueDepth: 2,
    });
    for (const checkpoint of done!) {
      console.log(
        `${checkpoint.name}: rebuilt to position ${checkpoint.position} in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await Promise.all(lanes.map((lane) => lane.end()));
    await client.query('SELECT pg_advisory_unlock_all()');
  }
}

/** Asks the running projector to rebuild a read model it holds, and waits until it has. */
async function askProjector(projection: Projection): Promise<void> {
  const started = Date.now();
  // The database's clock, the same one that stamps rebuilt_at.
  const { rows: now } = await client.query<{ now: Date }>('SELECT now()');
  const requestedAt = now[0]!.now;
  await client.query('SELECT pg_notify($1, $2)', [CONTROL_CHANNEL, `rebuild:${projection.name}`]);
  const head = await store.headPosition();
  for (;;) {
    const { rows } = await client.query<{ rebuilt_at: Date | null }>(
      'SELECT rebuilt_at FROM projection_checkpoints WHERE name = $1',
      [projection.name],
    );
    const checkpoint = await readCheckpoint(client, projection.name);
    const rebuiltAt = rows[0]?.rebuilt_at;
    if (rebuiltAt && rebuiltAt >= requestedAt && checkpoint && checkpoint.position >= head) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.log(`${projection.name}: rebuilt by the running projector in ${Date.now() - started} ms`);
}

try {
  const chosen = projections.filter((p) => name === undefined || p.name === name);
  const mine: Projection[] = [];
  const theirs: Projection[] = [];
  for (const projection of chosen) {
    ((await tryLockProjection(client, projection.name)) ? mine : theirs).push(projection);
  }
  if (mine.length > 0) await rebuildHere(mine);
  for (const projection of theirs) await askProjector(projection);
} finally {
  await client.end();
  await store.close();
}
