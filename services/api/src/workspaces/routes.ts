import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  assertProviderSpaceKnown,
  normaliseName,
  notFound,
  providerSpaceKey,
  workspaceProviderKey,
  workspaceEndpoints,
  workspaceNameReservation,
  workspaceProviderSpaceReservation,
  workspaceStream,
  type Workspace,
  type WorkspaceState,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import {
  findLiveWorkspaceByName,
  findLiveWorkspaceByProviderSpace,
  listWorkspaces,
  workspaceMemberIds,
  workspaceMembers,
} from '@teamledger/read-models';
import { workspaceDecider } from '@teamledger/domain';
import { commandContext, runCommand } from '../commands/run.js';
import { createdId } from '../commands/command-ids.js';
import { refuseIfHeld, releaseAll, withClaims, type Claim } from '../commands/reservations.js';
import { recordedDirectory } from '../sync/directory.js';
import { implement } from '../implement.js';

/**
 * Workspaces. A name unique among live workspaces and a provider space linked to one live
 * workspace at most hold through reservations in the store (DESIGN.md section 4), taken
 * before the workspace's own command and given back when it lets them go. The read model
 * only gives a fast first refusal.
 */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pool, store } = app.deps;
  /** The worker's WORK_PROVIDER: the provider of workspaces that name none. */
  const defaultProvider = app.deps.config.WORK_PROVIDER;
  const nameClaim = (name: string): Claim => ({ kind: workspaceNameReservation, key: name });
  /** What a live workspace holds: its name and, when linked, its provider space. */
  const providerClaim = (state: WorkspaceState): Claim[] => {
    const key = workspaceProviderKey(state);
    return key === null ? [] : [{ kind: workspaceProviderSpaceReservation, key }];
  };
  const claimsOf = (state: WorkspaceState): Claim[] =>
    !state.exists ? [] : [nameClaim(state.name), ...providerClaim(state)];
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
      const shown = (await listWorkspaces(pool, defaultProvider)).find(
        (w) => w.id === state.workspaceId,
      );
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
      provider: state.provider ?? (state.isProviderSpace ? defaultProvider : null),
      providerSpaceId: state.providerSpaceId,
      providerCheck: state.providerCheck,
      hallType: state.hallType,
      members: members.sort(bySeat),
    };
  };

  implement(app, workspaceEndpoints.list, {
    handler: async () => ({ workspaces: await listWorkspaces(pool, defaultProvider) }),
  });

  implement(app, workspaceEndpoints.providerSpaces, {
    handler: async (request) => {
      const provider = request.query.provider ?? defaultProvider;
      const directory = await recordedDirectory(store, provider, defaultProvider);
      const spaces = [...(directory?.spaces ?? [])].sort((a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      );
      return {
        provider,
        directorySynced: directory !== null,
        spaces,
      };
    },
  });

  implement(app, workspaceEndpoints.create, {
    handler: async (request, reply) => {
      const workspaceId = createdId(request, 'workspace');
      const { name, providerSpaceId, hallType } = request.body;
      // SPEC.md's switch links the space at the worker's provider; `provider` names one. The
      // worker's own provider is kept as the default, so its spaces keep one reservation key.
      const named = request.body.provider;
      const isProviderSpace =
        named === undefined ? request.body.isProviderSpace === true : named !== 'none';
      const provider =
        named === undefined || named === 'none' || named === defaultProvider ? null : named;
      const spaceId = isProviderSpace ? providerSpaceId : null;
      if (spaceId !== null) {
        assertProviderSpaceKnown(
          await recordedDirectory(store, provider ?? defaultProvider, defaultProvider),
          spaceId,
          provider ?? defaultProvider,
        );
      }
      await refuseIfHeld(store, workspaceNameReservation, {
        key: name,
        holderId: workspaceId,
        heldBy: (await findLiveWorkspaceByName(pool, name))?.id ?? null,
      });
      const claims = [nameClaim(name)];
      if (spaceId !== null) {
        const key = providerSpaceKey(provider, spaceId);
        await refuseIfHeld(store, workspaceProviderSpaceReservation, {
          key,
          holderId: workspaceId,
          heldBy: (await findLiveWorkspaceByProviderSpace(pool, key))?.id ?? null,
        });
        claims.push({ kind: workspaceProviderSpaceReservation, key, label: name });
      }
      const context = commandContext(app, request);
      const { state } = await withClaims(store, claims, workspaceId, context, () =>
        runCommand(app, request, workspaceStream(workspaceId), workspaceDecider, {
          type: 'CreateWorkspace',
          data: {
            workspaceId,
            name,
            isProviderSpace,
            providerSpaceId: spaceId,
            provider,
            hallType,
          },
        }),
      );
      return reply.status(201).send(await workspaceAnswer(request, state));
    },
  });

  implement(app, workspaceEndpoints.update, {
    handler: async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      const context = commandContext(app, request);
      const before = foldStream(workspaceDecider, await store.readStream(workspaceStream(id)));
      const rename = () =>
        runCommand(app, request, workspaceStream(id), workspaceDecider, {
          type: 'UpdateWorkspace',
          data: { name },
        });
      // Another case of the same name keeps its reservation; an unknown workspace reserves
      // nothing and is refused by the command.
      const newName =
        before.exists && !before.deleted && normaliseName(before.name) !== normaliseName(name);
      if (!newName) return workspaceAnswer(request, (await rename()).state);
      await refuseIfHeld(store, workspaceNameReservation, {
        key: name,
        holderId: id,
        heldBy: (await findLiveWorkspaceByName(pool, name))?.id ?? null,
      });
      const { state } = await withClaims(store, [nameClaim(name)], id, context, rename);
      await releaseAll(store, [nameClaim(before.name)], id, context);
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

  implement(app, workspaceEndpoints.updateProvider, {
    handler: async (request) => {
      const { id } = request.params;
      const provider = request.body.provider === 'none' ? null : request.body.provider;
      const providerSpaceId = provider === null ? null : request.body.providerSpaceId;
      const context = commandContext(app, request);
      const before = foldStream(workspaceDecider, await store.readStream(workspaceStream(id)));
      const change = () =>
        runCommand(app, request, workspaceStream(id), workspaceDecider, {
          type: 'ChangeWorkspaceProvider',
          data: { provider, providerSpaceId },
        });
      if (!before.exists || before.deleted) return workspaceAnswer(request, (await change()).state);
      if (provider === null || providerSpaceId === null) {
        const { state } = await change();
        await releaseAll(store, providerClaim(before), id, context);
        return workspaceAnswer(request, state);
      }
      const key = providerSpaceKey(provider, providerSpaceId);
      // The same space at the same provider: nothing to reserve. The command still runs, so a
      // retried request finds its own events and answers as the first try did.
      if (key === workspaceProviderKey(before)) {
        return workspaceAnswer(request, (await change()).state);
      }
      assertProviderSpaceKnown(
        await recordedDirectory(store, provider, defaultProvider),
        providerSpaceId,
        provider,
      );
      await refuseIfHeld(store, workspaceProviderSpaceReservation, {
        key,
        holderId: id,
        heldBy: (await findLiveWorkspaceByProviderSpace(pool, key))?.id ?? null,
      });
      // A workspace that named no provider holds a space of the worker's by its bare id.
      if (provider === defaultProvider) {
        await refuseIfHeld(store, workspaceProviderSpaceReservation, {
          key: providerSpaceId,
          holderId: id,
          heldBy: (await findLiveWorkspaceByProviderSpace(pool, providerSpaceId))?.id ?? null,
        });
      }
      const claim: Claim = { kind: workspaceProviderSpaceReservation, key, label: before.name };
      const { state } = await withClaims(store, [claim], id, context, change);
      await releaseAll(store, providerClaim(before), id, context);
      return workspaceAnswer(request, state);
    },
  });

  implement(app, workspaceEndpoints.remove, {
    handler: async (request, reply) => {
      const { id } = request.params;
      const { state } = await runCommand(app, request, workspaceStream(id), workspaceDecider, {
        type: 'DeleteWorkspace',
      });
      await releaseAll(store, claimsOf(state), id, commandContext(app, request));
      return reply.status(204).send(null);
    },
  });
};
