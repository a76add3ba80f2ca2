import { pino, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

export function loggerOptions(service: string, level: string): LoggerOptions {
  return {
    name: service,
    level,
    // Never write credentials or session tokens to the log.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
  };
}

export function createLogger(service: string, level: string): Logger {
  return pino(loggerOptions(service, level));
}
