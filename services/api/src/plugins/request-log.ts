import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LevelWithSilent } from 'pino';

/**
 * Fastify's two lines per request ('incoming request', 'request completed') at a level of
 * our own (REQUEST_LOG_LEVEL): info by default, debug under npm start, whose terminal would
 * otherwise scroll a dozen lines per page view. Failed requests keep Fastify's error level.
 */
export class RequestLogController extends LogController {
  constructor(private readonly level: LevelWithSilent) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
