import { z } from 'zod';
import { WORK_PROVIDERS } from '@teamledger/domain';
import { baseEnvSchema, envSchemas, parseEnv } from '@teamledger/platform';
import { DEFAULT_RETRY_SCHEDULE } from './retry.js';

export const workerEnvSchema = baseEnvSchema.extend({
  /** Where reminder and notification emails go out. */
  SMTP_URL: envSchemas.url(['smtp', 'smtps']).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Teamledger <no-reply@teamledger.local>'),
  /** The address people open the app at: reminder emails link to its forms. */
  SITE_URL: envSchemas.url(['http', 'https']).default('http://localhost:3000'),
  /** Assembla API (or the provider simulator). Credentials never leave the worker. */
  PROVIDER_URL: envSchemas.url(['http', 'https']).default('http://127.0.0.1:3100/v1'),
  PROVIDER_API_KEY: z.string().default(''),
  PROVIDER_API_SECRET: z.string().default(''),
  /** The provider's site, where ticket links open (not the API host). */
  PROVIDER_SITE_URL: envSchemas.url(['http', 'https']).default('https://app.assembla.com'),
  /**
   * Which provider the sync reads (issue 32): Assembla (PROVIDER_*), Jira Cloud (JIRA_*) or
   * GitLab (GITLAB_*).
   * A provider workspace's provider space id is then an Assembla space id, a Jira project key or a GitLab project path.
   */
  WORK_PROVIDER: z.enum(WORK_PROVIDERS).default('assembla'),
  /** Jira Cloud's site (or the Jira simulator), e.g. https://example.atlassian.net. */
  JIRA_BASE_URL: envSchemas.url(['http', 'https']).default('http://127.0.0.1:3101'),
  /** API-token authentication: the account's email and its API token. */
  JIRA_EMAIL: z.string().default(''),
  JIRA_API_TOKEN: z.string().default(''),
  /** GitLab's instance (or the GitLab simulator) and a personal access token (read_api). */
  GITLAB_URL: envSchemas.url(['http', 'https']).default('http://127.0.0.1:3102'),
  GITLAB_TOKEN: z.string().default(''),
  /** How often the incremental worklog sync runs (a BullMQ job scheduler). */
  WORKLOG_SYNC_EVERY_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(15 * 60_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** A failed job waits this long before its first retry, doubling each time (retry.ts). */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(DEFAULT_RETRY_SCHEDULE.baseMs),
  /** The longest wait between two tries of a job. */
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).default(DEFAULT_RETRY_SCHEDULE.maxMs),
});

export type WorkerConfig = z.infer<typeof workerEnvSchema>;

export const loadWorkerConfig = (env: NodeJS.ProcessEnv = process.env): WorkerConfig =>
  parseEnv('worker', workerEnvSchema, env);
