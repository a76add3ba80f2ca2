/**
 * npm run bench:history -- [--people 2000] [--months 24] [--seed teamledger]
 *   [--last-month YYYY-MM] [--database NAME] [--stop-after SECONDS]
 *
 * Writes (or continues) a generated company history into its own database, named after its
 * sizes and seed unless --database names one, on DATABASE_URL's server. Stopped (Ctrl-C or
 * --stop-after), a second run with the same options continues at the next month. Prints each
 * month's insert rate, and at the end the rate over all months and the size on disk.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL, withDatabase } from '@teamledger/platform';
import { HISTORY_SIZE, lastWholeMonth, type HistoryOptions } from './generate/history.js';
import { historyDatabaseName, historySize, writeHistory } from './generate/write-history.js';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: String(HISTORY_SIZE.people) },
    months: { type: 'string', default: String(HISTORY_SIZE.months) },
    seed: { type: 'string', default: HISTORY_SIZE.seed },
    'last-month': { type: 'string', default: lastWholeMonth() },
    database: { type: 'string' },
    'stop-after': { type: 'string' },
  },
});
const whole = (name: string, text: string | undefined) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number above 0, not ${text}`);
    process.exit(2);
  }
  return value;
};
if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(values['last-month'])) {
  console.error(`--last-month must be YYYY-MM, not ${values['last-month']}`);
  process.exit(2);
}
const options: HistoryOptions = {
  people: whole('people', values.people),
  months: whole('months', values.months),
  seed: values.seed,
  lastMonth: values['last-month'],
  zone: 'UTC',
};
const name = values.database ?? historyDatabaseName(options);
const databaseUrl = withDatabase(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, name);
console.log(`history: ${JSON.stringify(options)} into ${name}`);
const progress = await writeHistory(databaseUrl, options, {
  stopAfterSeconds:
    values['stop-after'] === undefined ? Infinity : whole('stop-after', values['stop-after']),
  log: (line) => console.log(`  ${line}`),
});
const size = await historySize(databaseUrl);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${progress.chunksDone === progress.chunks ? 'whole' : `stopped: ${progress.chunksDone} of ${progress.chunks} chunks done, run again to continue`}; ` +
    `months so far: ${progress.events.toLocaleString('en-US')} events in ${progress.seconds.toFixed(0)} s ` +
    `(${Math.round(progress.events / progress.seconds).toLocaleString('en-US')} events/s); ` +
    `${size.rows.toLocaleString('en-US')} events on disk: database ${mb(size.database)}, ` +
    `events table ${mb(size.events)} (${Math.round(size.events / size.rows)} bytes an event)`,
);
