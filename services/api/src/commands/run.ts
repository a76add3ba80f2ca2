import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  executeCommand,
  type CommandResult,
  type Decider,
  type DomainEventShape,
  type ExecuteOptions,
} from '@teamledger/eventstore';

/**
 * Runs a command for an HTTP request and answers only once the read models show its
 * events (read your writes, bounded by READ_YOUR_WRITES_TIMEOUT_MS).
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
    {
      actorId: request.sessionUser?.id ?? null,
      at: app.deps.clock.now(),
      correlationId: request.id,
      source: 'web',
    },
    options,
  );
  if (result.position !== null) {
    await app.deps.watcher.waitFor(result.position, {
      timeoutMs: app.deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    });
  }
  return result;
}
