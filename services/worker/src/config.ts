import { z } from 'zod';
import { baseEnvSchema, envSchemas, parseEnv } from '@teamledger/platform';

export const workerEnvSchema = baseEnvSchema.extend({
  /** Where reminder and notification emails go out. */
  SMTP_URL: envSchemas.url(['smtp', 'smtps']).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Teamledger <no-reply@teamledger.local>'),
  /** Assembla API (or the provider simulator). Credentials never leave the worker. */
  PROVIDER_URL: envSchemas.url(['http', 'https']).default('http://127.0.0.1:3100/v1'),
  PROVIDER_API_KEY: z.string().default(''),
  PROVIDER_API_SECRET: z.string().default(''),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
});

export type WorkerConfig = z.infer<typeof workerEnvSchema>;

export const loadWorkerConfig = (env: NodeJS.ProcessEnv = process.env): WorkerConfig =>
  parseEnv('worker', workerEnvSchema, env);
