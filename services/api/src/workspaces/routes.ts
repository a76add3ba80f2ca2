import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceStream, workspaceEndpoints } from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import {
  findLiveWorkspaceByName,
  findLiveWorkspaceByProviderSpace,
  listWorkspaces,
  workspaceMemberIds,
} from '@teamledger/read-models';
import { workspaceDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const workspaceView = async (id: string) => {
    const workspace = (await listWorkspaces(pool)).find((w) => w.id === id);
    if (!workspace) throw new Error(`workspace ${id} is not in the read model`);
    return workspace;
  };

  implement(app, workspaceEndpoints.list, {
    handler: async () => ({ workspaces: await listWorkspaces(pool) }),
  });

  implement(app, workspaceEndpoints.create, {
    handler: async (request, reply) => {
      const workspaceId = newId();
      const { name, isProviderSpace, providerSpaceId, hallType } = request.body;
      const linked = isProviderSpace
        ? await findLiveWorkspaceByProviderSpace(pool, providerSpaceId)
        : null;
      await runCommand(app, request, workspaceStream(workspaceId), workspaceDecider, {
        type: 'CreateWorkspace',
        data: {
          workspaceId,
          name,
          isProviderSpace,
          providerSpaceId: isProviderSpace ? providerSpaceId : null,
          hallType,
          nameTaken: (await findLiveWorkspaceByName(pool, name)) !== null,
          providerSpaceLinkedTo: linked?.name ?? null,
        },
      });
      return reply.status(201).send(await workspaceView(workspaceId));
    },
  });

  implement(app, workspaceEndpoints.update, {
    handler: async (request) => {
      const { id } = request.params;
      const holder = await findLiveWorkspaceByName(pool, request.body.name);
      await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'UpdateWorkspace',
        data: { name: request.body.name, nameTaken: holder !== null && holder.id !== id },
      });
      return workspaceView(id);
    },
  });

  implement(app, workspaceEndpoints.updateSeating, {
    handler: async (request) => {
      const { id } = request.params;
      await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'ChangeSeating',
        data: { ...request.body, memberIds: await workspaceMemberIds(pool, id) },
      });
      return workspaceView(id);
    },
  });

  implement(app, workspaceEndpoints.remove, {
    handler: async (request, reply) => {
      await runCommand(app, request, workspaceStream(request.params.id), workspaceDecider, {
        type: 'DeleteWorkspace',
      });
      return reply.status(204).send(null);
    },
  });
};
