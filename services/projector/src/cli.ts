import pg from 'pg';
import { createEventStore } from '@teamledger/eventstore';
import { ensureDatabase, loadConfigOrExit } from '@teamledger/platform';
import { CONTROL_CHANNEL, readCheckpoint } from '@teamledger/read-models';
import { loadProjectorConfig } from './config.js';
import { migrateDatabase } from '@teamledger/read-models';
import { projections } from '@teamledger/read-models';
import { rebuildProjection } from '@teamledger/read-models';
import { tryLockProjection } from './runner.js';

const usage = 'usage: npm run projector -- rebuild [name]\nread models: ';
const [command, name] = process.argv.slice(2);
const names = projections.map((p) => p.name);
if (command !== 'rebuild' || (name !== undefined && !names.includes(name))) {
  console.error(usage + (names.join(', ') || '(none yet)'));
  process.exit(2);
}

const config = loadConfigOrExit(() => loadProjectorConfig());
await ensureDatabase(config.DATABASE_URL);
await migrateDatabase(config);
const store = createEventStore(config);
const client = new pg.Client({ connectionString: config.DATABASE_URL });
await client.connect();

/**
 * Rebuilds here when no projector holds the read model; otherwise asks the running
 * projector to do it (it owns the read model) and waits until it has replayed to the head.
 */
async function rebuild(projectionName: string): Promise<void> {
  const projection = projections.find((p) => p.name === projectionName)!;
  const started = Date.now();
  if (await tryLockProjection(client, projection.name)) {
    try {
      // Into shadow tables, swapped in at the end: the API keeps answering meanwhile.
      const done = await rebuildProjection(client, store, projection);
      console.log(
        `${projection.name}: rebuilt to position ${done!.position} in ${Date.now() - started} ms`,
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock_all()');
    }
    return;
  }
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
  for (const projectionName of name ? [name] : names) await rebuild(projectionName);
} finally {
  await client.end();
  await store.close();
}
