import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_CREDENTIALS_STREAM,
  providerConnectionStream,
  workspaceStream,
} from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import { demoWorkspaceId } from '../demo/seed-people-admin.js';
import { clientFor, signedInClients, streamEvents, type Client } from '../test-support/client.js';
import { recordProviderDirectory } from '../test-support/provider-directory.js';
import { seedPeople, signIn } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * A workspace names its provider (D275) and Settings holds the provider connections (D277):
 * several providers in one company, tokens never taken or shown.
 */
let t: TestApp;
let admin: Client;
let user: Client;
const head = () => t.deps.store.headPosition();
const mobile = demoWorkspaceId('mobile');
const hq = demoWorkspaceId('hq');
const platform = demoWorkspaceId('platform');

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  ({ admin, user } = await signedInClients(t.app, ['admin', 'user']));
}, 60_000);
afterAll(() => t.close());

describe('PUT /api/workspaces/:id/provider', () => {
  it('is for admins, and refuses a provider without its space or one it does not know', async () => {
    const before = await head();
    const url = `/api/workspaces/${mobile}/provider`;
    expect((await clientFor(t.app).put(url, { provider: 'none' })).statusCode).toBe(401);
    expect((await user.put(url, { provider: 'none' })).statusCode).toBe(403);
    const noKey = await admin.put(url, { provider: 'jira', providerSpaceId: '  ' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toEqual({ providerSpaceId: 'Jira project key is required.' });
    const unknown = await admin.put(url, { provider: 'trello', providerSpaceId: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      provider: 'Choose none, assembla, jira or gitlab.',
    });
    expect(await head()).toBe(before);
  });

  it('connects a local workspace to a Jira project, shown with its provider, and records it', async () => {
    const answer = await admin.put(`/api/workspaces/${mobile}/provider`, {
      provider: 'jira',
      providerSpaceId: 'TL',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: mobile,
      isProviderSpace: true,
      provider: 'jira',
      providerSpaceId: 'TL',
    });
    const listed = (await user.get('/api/workspaces')).json().workspaces;
    expect(
      listed.map((w: { name: string; provider: string | null; providerSpaceId: string | null }) => [
        w.name,
        w.provider,
        w.providerSpaceId,
      ]),
    ).toEqual([
      ['Mobile App', 'jira', 'TL'],
      ['Northwind HQ', null, null],
      // Made before workspaces named their provider: the worker's WORK_PROVIDER.
      ['Platform Core', 'assembla', 'northwind-platform'],
    ]);
    const events = await streamEvents(t.deps.store, workspaceStream(mobile));
    expect(events.at(-1)).toMatchObject({
      type: 'WorkspaceProviderChanged',
      data: {
        workspaceId: mobile,
        provider: 'jira',
        providerSpaceId: 'TL',
        previous: { provider: null, providerSpaceId: null },
      },
    });
    // The same link again adds nothing.
    const before = await head();
    expect(
      (
        await admin.put(`/api/workspaces/${mobile}/provider`, {
          provider: 'jira',
          providerSpaceId: 'TL',
        })
      ).statusCode,
    ).toBe(200);
    expect(await head()).toBe(before);
  });

  it('refuses a Jira project another workspace holds, but takes the same key at GitLab', async () => {
    const before = await head();
    const taken = await admin.put(`/api/workspaces/${hq}/provider`, {
      provider: 'jira',
      providerSpaceId: 'TL',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'This Assembla space is already linked to the WorkSpace Mobile App.',
    );
    expect(await head()).toBe(before);
    const gitlab = await admin.put(`/api/workspaces/${hq}/provider`, {
      provider: 'gitlab',
      providerSpaceId: 'TL',
    });
    expect(gitlab.statusCode).toBe(200);
    expect(gitlab.json()).toMatchObject({ provider: 'gitlab', providerSpaceId: 'TL' });
  });

  it("checks a space against its own provider's last Sync Routine", async () => {
    await recordProviderDirectory(
      t.deps.store,
      { spaces: [{ id: 'north/app', name: 'North App' }], users: [] },
      'gitlab',
    );
    const before = await head();
    const unknown = await admin.put(`/api/workspaces/${hq}/provider`, {
      provider: 'gitlab',
      providerSpaceId: 'north/web',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(
      'The last Sync Routine found no GitLab project at this path.',
    );
    expect(await head()).toBe(before);
    const spaces = await admin.get('/api/provider/spaces?provider=gitlab');
    expect(spaces.json()).toEqual({
      provider: 'gitlab',
      directorySynced: true,
      spaces: [{ id: 'north/app', name: 'North App' }],
    });
    expect((await admin.get('/api/provider/spaces?provider=jira')).json()).toEqual({
      provider: 'jira',
      directorySynced: false,
      spaces: [],
    });
    expect((await admin.get('/api/provider/spaces?provider=x')).statusCode).toBe(400);
    const known = await admin.put(`/api/workspaces/${hq}/provider`, {
      provider: 'gitlab',
      providerSpaceId: 'north/app',
    });
    expect(known.statusCode).toBe(200);
  });

  it('lets a link go: another workspace may then take it, and a workspace may name none', async () => {
    expect(
      (await admin.put(`/api/workspaces/${mobile}/provider`, { provider: 'none' })).json(),
    ).toMatchObject({ isProviderSpace: false, provider: null, providerSpaceId: null });
    const moved = await admin.put(`/api/workspaces/${platform}/provider`, {
      provider: 'jira',
      providerSpaceId: 'TL',
    });
    expect(moved.statusCode).toBe(200);
    // Platform Core's Assembla space is free again.
    const created = await admin.post('/api/workspaces', {
      name: 'Platform Again',
      isProviderSpace: true,
      providerSpaceId: 'northwind-platform',
    });
    expect(created.statusCode).toBe(201);
  });

  it("keeps one link per space at the worker's provider, named or not", async () => {
    const before = await head();
    // Platform Again holds it by the worker's provider (Assembla here), named or not.
    const named = await admin.post('/api/workspaces', {
      name: 'Platform Named',
      provider: 'assembla',
      providerSpaceId: 'northwind-platform',
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().error.message).toContain('Platform Again');
    const moved = await admin.put(`/api/workspaces/${hq}/provider`, {
      provider: 'assembla',
      providerSpaceId: 'northwind-platform',
    });
    expect(moved.statusCode).toBe(409);
    expect(await head()).toBe(before);
  });
});

describe('POST /api/workspaces with a provider', () => {
  it('links a new workspace to a Jira project at once, in its history', async () => {
    for (const provider of ['jira', 'gitlab'] as const) {
      await recordProviderDirectory(
        t.deps.store,
        { spaces: [{ id: 'OPS', name: 'Operations' }], users: [] },
        provider,
      );
    }
    const response = await admin.post('/api/workspaces', {
      name: 'Operations',
      provider: 'jira',
      providerSpaceId: 'OPS',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Operations',
      isProviderSpace: true,
      provider: 'jira',
      providerSpaceId: 'OPS',
    });
    const events = await streamEvents(t.deps.store, workspaceStream(created.id));
    expect(events.map((event) => event.type)).toEqual([
      'WorkspaceCreated',
      'WorkspaceProviderChanged',
    ]);
    expect(events[1]?.data).toMatchObject({
      provider: 'jira',
      providerSpaceId: 'OPS',
      previous: { provider: null, providerSpaceId: 'OPS' },
    });
    expect((await admin.get('/api/workspaces')).json().workspaces).toContainEqual(
      expect.objectContaining({ name: 'Operations', provider: 'jira', providerSpaceId: 'OPS' }),
    );
    // The same key at GitLab is another space; at Jira it is taken.
    const taken = await admin.post('/api/workspaces', {
      name: 'Operations Two',
      provider: 'jira',
      providerSpaceId: 'OPS',
    });
    expect(taken.statusCode).toBe(409);
    const gitlab = await admin.post('/api/workspaces', {
      name: 'Operations Two',
      provider: 'gitlab',
      providerSpaceId: 'OPS',
    });
    expect(gitlab.statusCode).toBe(201);
  });

  it('refuses a provider without its space, or a provider the switch contradicts, appending nothing', async () => {
    const before = await head();
    const noSpace = await admin.post('/api/workspaces', { name: 'Nowhere', provider: 'jira' });
    expect(noSpace.statusCode).toBe(400);
    expect(noSpace.json().error.fields).toEqual({
      providerSpaceId: 'Jira project key is required.',
    });
    const contradicting = await admin.post('/api/workspaces', {
      name: 'Nowhere',
      isProviderSpace: false,
      provider: 'gitlab',
      providerSpaceId: 'a/b',
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().error.fields).toEqual({
      isProviderSpace: 'isProviderSpace and provider disagree: send one of them.',
    });
    const unknown = await admin.post('/api/workspaces', {
      name: 'Nowhere',
      provider: 'svn',
      providerSpaceId: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await head()).toBe(before);
    // None is a local workspace, whatever space was typed.
    const local = await admin.post('/api/workspaces', {
      name: 'Local Only',
      provider: 'none',
      providerSpaceId: 'ignored',
    });
    expect(local.statusCode).toBe(201);
    expect(local.json()).toMatchObject({
      isProviderSpace: false,
      provider: null,
      providerSpaceId: null,
    });
  });
});

describe('provider connections', () => {
  it('are for those who may change Settings', async () => {
    const manager = clientFor(t.app, await signIn(t.app, 'manager'));
    expect((await manager.get('/api/provider/connections')).statusCode).toBe(403);
    expect((await clientFor(t.app).get('/api/provider/connections')).statusCode).toBe(401);
    expect((await user.get('/api/provider/connections')).statusCode).toBe(403);
    expect(
      (await user.put('/api/provider/connections/jira', { baseUrl: 'https://x.test' })).statusCode,
    ).toBe(403);
  });

  it('say nothing is set and no worker has reported, then show what an admin set', async () => {
    expect((await admin.get('/api/provider/connections')).json()).toEqual({
      defaultProvider: 'assembla',
      connections: ['assembla', 'jira', 'gitlab'].map((provider) => ({
        provider,
        baseUrl: '',
        account: '',
        setInSettings: false,
        workerHasCredential: null,
      })),
    });
    const before = await head();
    const bad = await admin.put('/api/provider/connections/jira', { baseUrl: 'ftp://x.test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      baseUrl: 'Enter the address starting with https:// (or http://).',
    });
    const token = await admin.put('/api/provider/connections/jira', {
      baseUrl: 'https://north.atlassian.net',
      apiToken: 'secret',
    });
    expect(token.statusCode).toBe(400);
    expect(
      (await admin.put('/api/provider/connections/trello', { baseUrl: 'https://x.test' }))
        .statusCode,
    ).toBe(400);
    expect(await head()).toBe(before);

    const set = await admin.put('/api/provider/connections/jira', {
      baseUrl: 'https://north.atlassian.net/',
      account: 'sync@north.test',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      provider: 'jira',
      baseUrl: 'https://north.atlassian.net',
      account: 'sync@north.test',
      setInSettings: true,
      workerHasCredential: null,
    });
    expect(await streamEvents(t.deps.store, providerConnectionStream('jira'))).toEqual([
      {
        type: 'ProviderConnectionChanged',
        data: {
          provider: 'jira',
          baseUrl: 'https://north.atlassian.net',
          account: 'sync@north.test',
          previous: null,
        },
        actorId: expect.any(String),
      },
    ]);
  });

  it("say whether the worker's environment holds each token, as it reported", async () => {
    await t.deps.store.appendToStream(PROVIDER_CREDENTIALS_STREAM, [
      {
        id: newId(),
        type: 'ProviderCredentialsReported',
        data: { credentials: { assembla: true, jira: true, gitlab: false } },
        metadata: {
          actorId: null,
          at: new Date().toISOString(),
          correlationId: newId(),
          causationId: null,
          source: 'system',
        },
      },
    ]);
    const { connections } = (await admin.get('/api/provider/connections')).json();
    expect(
      connections.map((c: { provider: string; workerHasCredential: boolean | null }) => [
        c.provider,
        c.workerHasCredential,
      ]),
    ).toEqual([
      ['assembla', true],
      ['jira', true],
      ['gitlab', false],
    ]);
  });
});
