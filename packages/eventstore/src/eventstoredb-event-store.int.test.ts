import { describe } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import { createEventStoreDBEventStore } from './eventstoredb-event-store.js';

const eventStoreUrl = process.env.EVENTSTORE_URL?.trim();
const skipped = 'skipped: EVENTSTORE_URL is not set; KurrentDB cannot run on this machine';

// `npm run test:eventstore` is the check an operator runs against their own KurrentDB: there
// a missing URL is a failure, never a quiet skip.
if (!eventStoreUrl && process.env.TEST_EVENTSTORE_REQUIRED === '1') {
  throw new Error('npm run test:eventstore needs EVENTSTORE_URL=kurrentdb://host:2113?tls=false');
}
if (!eventStoreUrl) console.warn(`KurrentDB adapter tests ${skipped}`);

// Never faked: without a real KurrentDB these tests are reported as skipped.
describe.skipIf(!eventStoreUrl)(`KurrentDB adapter${eventStoreUrl ? '' : ` (${skipped})`}`, () => {
  eventStoreContract('KurrentDB', async () => {
    const store = createEventStoreDBEventStore({ connectionString: eventStoreUrl ?? '' });
    return { store, cleanup: () => store.close() };
  });
});
