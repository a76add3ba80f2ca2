// A projector process for the crash test: runs the ledger projection until killed.
// TEST_BATCH_PAUSE_MS keeps every batch's transaction open a while, so a SIGKILL lands
// inside one.
import { createPostgresEventStore } from '@teamledger/eventstore';
import { createLogger, systemClock } from '@teamledger/platform';
import { ProjectorHost } from '../host.js';
import type { Projection } from '@teamledger/read-models';
import { ledgerProjection } from './ledger-projection.js';

const connectionString = process.env.DATABASE_URL!;
const pauseMs = Number(process.env.TEST_BATCH_PAUSE_MS ?? 0);
const base = ledgerProjection();
const slow: Projection = {
  ...base,
  async applyBatch(tx, events) {
    await base.applyBatch!(tx, events);
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
  },
};
const store = createPostgresEventStore({ connectionString, pollIntervalMs: 100 });
const host = new ProjectorHost({
  connectionString,
  store,
  projections: [slow],
  logger: createLogger('test-projector', 'silent'),
  clock: systemClock,
  batchSize: 250,
  lockRetryMs: 100,
});
await host.start();
process.stdout.write('ready\n');
