import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Decider, DomainEventShape } from '@teamledger/domain';
import {
  executeCommand,
  type CommandContext,
  type CommandResult,
  type ExecuteOptions,
} from '@teamledger/eventstore';
import { projections } from '@teamledger/read-models';
import { commandEventIds } from './command-ids.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Read models the command stopped waiting for; sent back as the Read-Models-Pending header. */
    readModelsPending: readonly string[] | null;
  }
}

/** Names the read models a command stopped waiting for (DESIGN.md section 2, read your writes). */
export const READ_MODELS_PENDING_HEADER = 'Read-Models-Pending';

/** The read models that handle each event type: a command waits only for those. */
const readModelsByEventType = new Map<string, string[]>();
for (const projection of projections) {
  for (const type of projection.handles) {
    readModelsByEventType.set(type, [...(readModelsByEventType.get(type) ?? []), projection.name]);
  }
}

export const readModelsHandling = (types: readonly string[]): string[] => [
  ...new Set(types.flatMap((type) => readModelsByEventType.get(type) ?? [])),
];

/**
 * Runs a command for an HTTP request. Before answering it waits, bounded by
 * READ_YOUR_WRITES_TIMEOUT_MS, for the read models that handle the appended events (read
 * your writes); it never fails for a slow read model. When it stops waiting, or a read
 * model is stopped on a failed event, their names go back in Read-Models-Pending. The
 * caller answers from the returned state and events, never from a read model. With an
 * Idempotency-Key its events' ids derive from the command's name, so a retry of a command
 * whose answer was lost answers its stored events again (executeCommand).
 */
export async function runCommand<State, Command, Event extends DomainEventShape>(
  app: FastifyInstance,
  request: FastifyRequest,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: ExecuteOptions = {},
): Promise<CommandResult<State, Event>> {
  const result = await executeCommand(
    app.deps.store,
    stream,
    decider,
    command,
    commandContext(app, request),
    { eventId: commandEventIds(request, stream), folded: app.foldedStreams, ...options },
  );
  if (result.position !== null)
    await waitForReadModels(app, request, result.events, result.position);
  return result;
}

/** Who, when and which request, for the metadata of the events a request appends. */
export function commandContext(app: FastifyInstance, request: FastifyRequest): CommandContext {
  return {
    actorId: request.sessionUser?.id ?? null,
    at: app.deps.clock.now(),
    correlationId: request.id,
    source: 'web',
  };
}

async function waitForReadModels(
  app: FastifyInstance,
  request: FastifyRequest,
  events: readonly DomainEventShape[],
  position: bigint,
): Promise<void> {
  const names = readModelsHandling(events.map((event) => event.type));
  if (names.length === 0) return;
  const { watcher } = app.deps;
  await watcher.waitFor(position, {
    timeoutMs: app.deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    projections: names,
  });
  const pending = watcher.behind(position, names);
  if (pending.length > 0) {
    request.readModelsPending = [...new Set([...(request.readModelsPending ?? []), ...pending])];
  }
}
