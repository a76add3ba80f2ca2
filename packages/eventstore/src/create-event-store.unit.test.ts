import { describe, expect, it } from 'vitest';
import { chooseEventStoreAdapter } from './create-event-store.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/teamledger';

describe('chooseEventStoreAdapter', () => {
  it('uses PostgreSQL on DATABASE_URL when EVENTSTORE_URL is unset or blank', () => {
    const postgres = { kind: 'postgres', connectionString: DATABASE_URL };
    expect(chooseEventStoreAdapter({ DATABASE_URL })).toEqual(postgres);
    expect(chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: undefined })).toEqual(postgres);
    expect(chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: '  ' })).toEqual(postgres);
  });

  it('uses EventStoreDB when EVENTSTORE_URL is set, whatever DATABASE_URL says', () => {
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'esdb://eventstore:2113?tls=false' });
    expect(
      chooseEventStoreAdapter({
        DATABASE_URL,
        EVENTSTORE_URL: 'esdb+discover://a:2113,b:2113?tls=false',
      }),
    ).toEqual({
      kind: 'eventstoredb',
      connectionString: 'esdb+discover://a:2113,b:2113?tls=false',
    });
  });

  it('rewrites kurrentdb:// to the esdb:// scheme the v6 client understands', () => {
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'kurrentdb://admin:pw@kdb:2113' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'esdb://admin:pw@kdb:2113' });
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'kurrentdb+discover://kdb:2113' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'esdb+discover://kdb:2113' });
  });

  it('refuses an EVENTSTORE_URL of another scheme instead of silently using PostgreSQL', () => {
    expect(() =>
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'http://eventstore:2113' }),
    ).toThrow(/must start with esdb:\/\//);
  });
});
