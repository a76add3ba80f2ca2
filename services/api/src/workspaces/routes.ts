import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  assertProviderSpaceKnown,
  notFound,
  workspaceEndpoints,
  workspaceStream,
  type Workspace,
  type WorkspaceState,
} from '@teamledger/domain';
import {
  findLiveWorkspaceByName,
  findLiveWorkspaceByProviderSpace,
  listWorkspaces,
  workspaceMemberIds,
  workspaceMembers,
} from '@teamledger/read-models';
import { workspaceDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { recordedDirectory } from '../sync/directory.js';
import { implement } from '../implement.js';

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  /**
   * A command's answer: the read model's workspace once it shows the command, else the
   * workspace as decided, with its members from the users read model (seated ones by seat,
   * then by name, as the list shows them). A lagging read model never turns into a 500.
   */
  const workspaceAnswer = async (
    request: FastifyRequest,
    state: WorkspaceState,
  ): Promise<Workspace> => {
    if (!state.exists) throw notFound('WorkSpace');
    if (!request.readModelsPending?.includes('workspaces')) {
      const shown = (await listWorkspaces(pool)).find((w) => w.id === state.workspaceId);
      if (shown) return shown;
    }
    const members = (await workspaceMembers(pool, state.workspaceId)).map((member) => {
      const index = state.seatOrder.indexOf(member.id);
      return { ...member, seat: index < 0 ? null : index + 1 };
    });
    const bySeat = (a: { seat: number | null }, b: { seat: number | null }) =>
      (a.seat ?? Infinity) - (b.seat ?? Infinity);
    return {
      id: state.workspaceId,
      name: state.name,
      isProviderSpace: state.isProviderSpace,
      providerSpaceId: state.providerSpaceId,
      providerCheck: state.providerCheck,
      hallType: state.hallType,
      members: members.sort(bySeat),
    };
  };

  implement(app, workspaceEndpoints.list, {
    handler: async () => ({ workspaces: await listWorkspaces(pool) }),
  });

  implement(app, workspaceEndpoints.create, {
    handler: async (request, reply) => {
      const workspaceId = createdId(request, 'workspace');
      const { name, isProviderSpace, providerSpaceId, hallType } = request.body;
      if (isProviderSpace) {
        assertProviderSpaceKnown(await recordedDirectory(app.deps.store), providerSpaceId);
      }
      const linked = isProviderSpace
        ? await findLiveWorkspaceByProviderSpace(pool, providerSpaceId)
        : null;
      const { state } = await runCommand(
        app,
        request,
        workspaceStream(workspaceId),
        workspaceDecider,
        {
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
        },
      );
      return reply.status(201).send(await workspaceAnswer(request, state));
    },
  });

  implement(app, workspaceEndpoints.update, {
    handler: async (request) => {
      const { id } = request.params;
      const holder = await findLiveWorkspaceByName(pool, request.body.name);
      const { state } = await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'UpdateWorkspace',
        data: { name: request.body.name, nameTaken: holder !== null && holder.id !== id },
      });
      return workspaceAnswer(request, state);
    },
  });

  implement(app, workspaceEndpoints.updateSeating, {
    handler: async (request) => {
      const { id } = request.params;
      const { state } = await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'ChangeSeating',
        data: { ...request.body, memberIds: await workspaceMemberIds(pool, id) },
      });
      return workspaceAnswer(request, state);
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
