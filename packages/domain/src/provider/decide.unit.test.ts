import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import {
  decideProviderSync,
  evolveProviderSync,
  initialProviderSyncState,
  type ProviderSyncCommand,
  type ProviderSyncState,
} from './decide.js';
import type { ProviderDirectory, ProviderEvent, ProviderSyncRequested } from './events.js';

const spec = deciderSpec<ProviderSyncState, ProviderSyncCommand, ProviderEvent>({
  initialState: initialProviderSyncState,
  evolve: evolveProviderSync,
  decide: decideProviderSync,
});

const syncId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const admin = '0b7f6c1e-3f0a-5b7e-9a51-3c1f2f0c9a11';
const requested: ProviderSyncRequested = {
  type: 'ProviderSyncRequested',
  data: { syncId, kind: 'routine', workspaceId: null, requestedBy: admin },
};
const completion = {
  syncId,
  kind: 'routine' as const,
  from: '2026-03-01',
  to: '2026-03-10',
  counts: { added: 3, skipped: 1 },
  skipped: [{ record: 'space s standups, record 2', reason: 'filled_for: not a calendar date' }],
  at: '2026-03-10T10:00:00.000Z',
};
const directory: ProviderDirectory = {
  spaces: [{ id: 'space-1', name: 'Platform Core' }],
  users: [
    { providerUserId: 'u1', email: 'pavel@example.com', name: 'Pavel', spaceIds: ['space-1'] },
  ],
};

describe('provider syncs', () => {
  it('records a request once', () => {
    spec.given([]).when({ type: 'RequestProviderSync', data: requested.data }).then([requested]);
    spec
      .given([requested])
      .when({ type: 'RequestProviderSync', data: requested.data })
      .thenThrows('sync_exists');
  });

  it('records a requested sync as completed once, however often its job runs', () => {
    spec
      .given([requested])
      .when({ type: 'RecordProviderSync', data: completion })
      .then([{ type: 'ProviderSyncCompleted', data: completion }]);
    spec
      .given([requested, { type: 'ProviderSyncCompleted', data: completion }])
      .when({ type: 'RecordProviderSync', data: completion })
      .then([]);
  });

  it('records every scheduled sync: each one moves the cursor', () => {
    const scheduled = { ...completion, syncId: null, kind: 'worklogs' as const };
    spec
      .given([{ type: 'ProviderSyncCompleted', data: scheduled }])
      .when({ type: 'RecordProviderSync', data: { ...scheduled, to: '2026-03-11' } })
      .then([{ type: 'ProviderSyncCompleted', data: { ...scheduled, to: '2026-03-11' } }]);
  });

  it('records the directory only when it changed', () => {
    spec
      .given([])
      .when({ type: 'RecordProviderDirectory', data: directory })
      .then([{ type: 'ProviderDirectorySynced', data: directory }]);
    spec
      .given([{ type: 'ProviderDirectorySynced', data: directory }])
      .when({ type: 'RecordProviderDirectory', data: directory })
      .then([]);
  });
});

describe('provider connections and credentials', () => {
  it('records a connection when it changes, with the one before kept', () => {
    const set = (baseUrl: string, account: string): ProviderSyncCommand => ({
      type: 'SetProviderConnection',
      data: { provider: 'jira', baseUrl, account },
    });
    spec
      .given([])
      .when(set('https://north.atlassian.net', 'sync@north.test'))
      .then([
        {
          type: 'ProviderConnectionChanged',
          data: {
            provider: 'jira',
            baseUrl: 'https://north.atlassian.net',
            account: 'sync@north.test',
            previous: null,
          },
        },
      ]);
    const given = spec.given([
      {
        type: 'ProviderConnectionChanged',
        data: {
          provider: 'jira',
          baseUrl: 'https://north.atlassian.net',
          account: 'sync@north.test',
          previous: null,
        },
      },
    ]);
    given.when(set('https://north.atlassian.net', 'sync@north.test')).then([]);
    given.when(set('https://north.atlassian.net', 'bot@north.test')).then([
      {
        type: 'ProviderConnectionChanged',
        data: {
          provider: 'jira',
          baseUrl: 'https://north.atlassian.net',
          account: 'bot@north.test',
          previous: { baseUrl: 'https://north.atlassian.net', account: 'sync@north.test' },
        },
      },
    ]);
  });

  it('records which tokens the worker holds only when that changes', () => {
    const credentials = { assembla: true, jira: false, gitlab: true };
    const report: ProviderSyncCommand = {
      type: 'ReportProviderCredentials',
      data: { credentials },
    };
    spec
      .given([])
      .when(report)
      .then([{ type: 'ProviderCredentialsReported', data: { credentials } }]);
    const given = spec.given([{ type: 'ProviderCredentialsReported', data: { credentials } }]);
    given.when(report).then([]);
    given
      .when({
        type: 'ReportProviderCredentials',
        data: { credentials: { ...credentials, jira: true } },
      })
      .then([
        {
          type: 'ProviderCredentialsReported',
          data: { credentials: { ...credentials, jira: true } },
        },
      ]);
  });
});
