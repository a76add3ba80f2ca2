import { ConfigError } from '@teamledger/platform';
import { describe, expect, it } from 'vitest';
import { chooseEventStoreAdapter, withCheckedEventStore } from './create-event-store.js';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/teamledger';

describe('chooseEventStoreAdapter', () => {
  it('uses PostgreSQL on DATABASE_URL when EVENTSTORE_URL is unset or blank', () => {
    const postgres = { kind: 'postgres', connectionString: DATABASE_URL };
    expect(chooseEventStoreAdapter({ DATABASE_URL })).toEqual(postgres);
    expect(chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: undefined })).toEqual(postgres);
    expect(chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: '  ' })).toEqual(postgres);
  });

  it('uses KurrentDB when EVENTSTORE_URL is set, whatever DATABASE_URL says', () => {
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'kurrentdb://admin:pw@kdb:2113' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'kurrentdb://admin:pw@kdb:2113' });
    expect(
      chooseEventStoreAdapter({
        DATABASE_URL,
        EVENTSTORE_URL: 'kurrentdb+discover://a:2113,b:2113?tls=false',
      }),
    ).toEqual({
      kind: 'eventstoredb',
      connectionString: 'kurrentdb+discover://a:2113,b:2113?tls=false',
    });
  });

  it('rewrites the deprecated esdb:// scheme to kurrentdb://', () => {
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'kurrentdb://eventstore:2113?tls=false' });
    expect(
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'esdb+discover://kdb:2113' }),
    ).toEqual({ kind: 'eventstoredb', connectionString: 'kurrentdb+discover://kdb:2113' });
  });

  it('refuses an EVENTSTORE_URL of another scheme instead of silently using PostgreSQL', () => {
    expect(() =>
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'http://eventstore:2113' }),
    ).toThrow(ConfigError);
    expect(() =>
      chooseEventStoreAdapter({ DATABASE_URL, EVENTSTORE_URL: 'http://eventstore:2113' }),
    ).toThrow(/must start with kurrentdb:\/\//);
  });
});

describe('withCheckedEventStore', () => {
  it('passes a configuration whose EVENTSTORE_URL KurrentDB parses, or that has none', () => {
    const kurrent = { DATABASE_URL, EVENTSTORE_URL: 'kurrentdb+discover://a:2113,b:2113' };
    expect(withCheckedEventStore(kurrent)).toBe(kurrent);
    expect(withCheckedEventStore({ DATABASE_URL })).toEqual({ DATABASE_URL });
  });

  it.each([
    ['a port that is not a number', 'kurrentdb://kdb:port', /expected port number/],
    ['a setting of the wrong kind', 'kurrentdb://kdb:2113?tls=maybe', /expected true or false/],
    ['no host', 'kurrentdb://', /does not parse/],
  ])('refuses %s with a ConfigError naming EVENTSTORE_URL', (_case, url, reason) => {
    const check = () => withCheckedEventStore({ DATABASE_URL, EVENTSTORE_URL: url });
    expect(check).toThrow(ConfigError);
    expect(check).toThrow(/EVENTSTORE_URL does not parse/);
    expect(check).toThrow(reason);
  });
});
