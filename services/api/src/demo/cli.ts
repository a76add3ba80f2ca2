// Seeds the demo company (npm start runs it unless DEMO_SEED=0) and prints the logins
// (--json: the summary as one JSON line).
import { createEventStore, withCheckedEventStore } from '@teamledger/eventstore';
import { createPool, loadConfigOrExit, newId, systemClock } from '@teamledger/platform';
import { loadApiConfig } from '../config.js';
import { migrateApiDatabase } from '../migrate.js';
import { DEMO_PASSWORD, seedDemoCompany } from './seed.js';

const config = loadConfigOrExit(() => withCheckedEventStore(loadApiConfig()));
await migrateApiDatabase(config);
const store = createEventStore(config);
const pool = createPool(config.DATABASE_URL, { max: 2 });
try {
  const summary = await seedDemoCompany(
    store,
    pool,
    { actorId: null, at: systemClock.now(), correlationId: newId() },
    config.COMPANY_TZ,
    { firstMorning: true },
  );
  if (process.argv.includes('--json')) {
    // For scripts/start.mjs, which prints the logins in its banner once everything runs.
    console.log(JSON.stringify({ ...summary, password: DEMO_PASSWORD }));
  } else {
    console.log(
      `\nDemo company: ${summary.created} people added, ${summary.existing} already there.`,
    );
    console.log(`Demo logins (password "${DEMO_PASSWORD}" for all):`);
    for (const login of summary.logins) console.log(`  ${login.email.padEnd(28)} ${login.what}`);
  }
} finally {
  await store.close();
  await pool.end();
}
