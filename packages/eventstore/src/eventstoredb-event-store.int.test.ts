import { describe } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import { createEventStoreDBEventStore } from './eventstoredb-event-store.js';

const eventStoreUrl = process.env.EVENTSTORE_URL;
const skipped = 'skipped: EVENTSTORE_URL is not set; EventStoreDB cannot run on this machine';

if (!eventStoreUrl) console.warn(`EventStoreDB adapter tests ${skipped}`);

// Never faked: without a real EventStoreDB these tests are reported as skipped.
describe.skipIf(!eventStoreUrl)(
  `EventStoreDB adapter${eventStoreUrl ? '' : ` (${skipped})`}`,
  () => {
    eventStoreContract('EventStoreDB', async () => {
      const store = createEventStoreDBEventStore({ connectionString: eventStoreUrl ?? '' });
      return { store, cleanup: () => store.close() };
    });
  },
);
