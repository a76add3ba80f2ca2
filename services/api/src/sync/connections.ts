import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROVIDER_CREDENTIALS_STREAM,
  WORK_PROVIDERS,
  providerConnectionStream,
  providerEndpoints,
  providerSyncDecider,
  type ProviderConnectionView,
  type ProviderSyncState,
  type WorkProviderName,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

/**
 * Settings' provider connections (D277): where the worker reaches each provider and as whom.
 * Tokens are never taken or shown here: the worker reads them from its environment and
 * reports only whether it holds each (ProviderCredentialsReported).
 */
export const providerConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app.deps;
  const view = (
    provider: WorkProviderName,
    connection: ProviderSyncState['connection'],
    credentials: ProviderSyncState['credentials'],
  ): ProviderConnectionView => ({
    provider,
    baseUrl: connection?.baseUrl ?? '',
    account: connection?.account ?? '',
    setInSettings: connection !== null,
    workerHasCredential: credentials === null ? null : credentials[provider],
  });
  const credentialsNow = async () =>
    foldStream(providerSyncDecider, await store.readStream(PROVIDER_CREDENTIALS_STREAM))
      .credentials;

  implement(app, providerEndpoints.connections, {
    handler: async () => {
      const credentials = await credentialsNow();
      const connections = await Promise.all(
        WORK_PROVIDERS.map(async (provider) => {
          const { connection } = foldStream(
            providerSyncDecider,
            await store.readStream(providerConnectionStream(provider)),
          );
          return view(provider, connection, credentials);
        }),
      );
      return { defaultProvider: app.deps.config.WORK_PROVIDER, connections };
    },
  });

  implement(app, providerEndpoints.setConnection, {
    handler: async (request) => {
      const { provider } = request.params;
      const { state } = await runCommand(
        app,
        request,
        providerConnectionStream(provider),
        providerSyncDecider,
        {
          type: 'SetProviderConnection',
          data: { provider, ...request.body, baseUrl: request.body.baseUrl.replace(/\/+$/, '') },
        },
      );
      return view(provider, state.connection, await credentialsNow());
    },
  });
};
