export type {
  AppendOptions,
  AppendResult,
  EventData,
  EventMetadata,
  EventSource,
  EventStore,
  ExpectedRevision,
  ReadAllOptions,
  RecordedEvent,
  StreamAppend,
  StreamAppendOutcome,
  SubscribeOptions,
  Subscription,
} from './event-store.js';
export { DuplicateEventIdError, WrongExpectedVersionError } from './errors.js';
export {
  createPostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres-event-store.js';
export {
  createEventStoreDBEventStore,
  type EventStoreDBEventStoreOptions,
} from './eventstoredb-event-store.js';
export {
  chooseEventStoreAdapter,
  createEventStore,
  withCheckedEventStore,
  type EventStoreAdapter,
  type EventStoreConfig,
  type EventStoreConnections,
} from './create-event-store.js';
export { eventStoreMigrations, migrateEventStore } from './migrations.js';
// The read-decide-append loop services/api runs commands with.
export * from './command-handler.js';
export * from './folded-streams.js';
