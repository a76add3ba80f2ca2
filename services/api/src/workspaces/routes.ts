import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  seatingInputSchema,
  workspaceInputSchema,
  workspaceListSchema,
  workspaceSchema,
  workspaceStream,
  workspaceUpdateSchema,
} from '@teamledger/domain';
import { newId } from '@teamledger/platform';
import {
  findLiveWorkspaceByName,
  findLiveWorkspaceByProviderSpace,
  listWorkspaces,
  workspaceMemberIds,
} from '@teamledger/read-models';
import { workspaceDecider } from '@teamledger/domain';
import { runCommand } from '../commands/run.js';
import { errorResponses } from '../plugins/errors.js';

const params = z.object({ id: z.uuid('Not a WorkSpace id') });

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool } = app.deps;
  const workspaceView = async (id: string) => {
    const workspace = (await listWorkspaces(pool)).find((w) => w.id === id);
    if (!workspace) throw new Error(`workspace ${id} is not in the read model`);
    return workspace;
  };

  app.get(
    '/api/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Live workspaces by name, with hall type and members in seat order',
        response: { 200: workspaceListSchema, ...errorResponses(401) },
      },
    },
    async () => ({ workspaces: await listWorkspaces(pool) }),
  );

  app.post(
    '/api/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary:
          'Add a workspace. A provider (Assembla) space is recorded as not checked: the ' +
          'provider sync that could check it does not exist yet.',
        body: workspaceInputSchema,
        response: { 201: workspaceSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
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
  );

  app.put(
    '/api/workspaces/:id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Rename a workspace',
        params,
        body: workspaceUpdateSchema,
        response: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const holder = await findLiveWorkspaceByName(pool, request.body.name);
      await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'UpdateWorkspace',
        data: { name: request.body.name, nameTaken: holder !== null && holder.id !== id },
      });
      return workspaceView(id);
    },
  );

  app.put(
    '/api/workspaces/:id/seating',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Set the hall type (10, 20, 30, 40) and the seat order of the members',
        params,
        body: seatingInputSchema,
        response: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'ChangeSeating',
        data: { ...request.body, memberIds: await workspaceMemberIds(pool, id) },
      });
      return workspaceView(id);
    },
  );

  app.delete(
    '/api/workspaces/:id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Delete a workspace (its history stays)',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await runCommand(app, request, workspaceStream(request.params.id), workspaceDecider, {
        type: 'DeleteWorkspace',
      });
      return reply.status(204).send(null);
    },
  );
};
