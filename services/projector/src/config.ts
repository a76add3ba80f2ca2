import { z } from 'zod';
import { baseEnvSchema, envSchemas, parseEnv } from '@teamledger/platform';

export const projectorEnvSchema = baseEnvSchema.extend({
  HOST: z.string().default('127.0.0.1'),
  /** Health and lag endpoint; 0 picks a free port. */
  PROJECTOR_PORT: envSchemas.port.default(3001),
});

export type ProjectorConfig = z.infer<typeof projectorEnvSchema>;

export const loadProjectorConfig = (env: NodeJS.ProcessEnv = process.env): ProjectorConfig =>
  parseEnv('projector', projectorEnvSchema, env);
