import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ISSUER_MESSAGE, isIssuerUrl, WORK_PROVIDERS } from '@teamledger/domain';
import { baseEnvSchema, envSchemas, parseEnv } from '@teamledger/platform';

// Only for local development and tests; production must set its own (checked below).
const DEVELOPMENT_JWT_SECRET = 'teamledger-development-secret-change-me-0123456789';

/**
 * Only for local development and tests: the AES-256-GCM key that encrypts two-factor secrets
 * (32 bytes, base64). Production must set TWO_FACTOR_KEY (checked below).
 */
export const DEVELOPMENT_TWO_FACTOR_KEY = Buffer.from(
  'teamledger-development-2fa-key!!',
  'utf8',
).toString('base64');

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const apiEnvSchema = baseEnvSchema
  .extend({
    HOST: z.string().default('127.0.0.1'),
    /** The provider the worker syncs from (the worker's WORK_PROVIDER): the screens name it. */
    WORK_PROVIDER: z.enum(WORK_PROVIDERS).default('assembla'),
    PORT: envSchemas.port.default(3000),
    JWT_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .default(DEVELOPMENT_JWT_SECRET),
    /** Encrypts two-factor secrets at rest (AES-256-GCM): 32 random bytes, base64. */
    TWO_FACTOR_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 random bytes, base64 (openssl rand -base64 32)',
      )
      .default(DEVELOPMENT_TWO_FACTOR_KEY),
    /** Serve the built web app from this API (one URL for everything). */
    SERVE_WEB: envSchemas.flag.optional(),
    WEB_DIST_DIR: z.string().default(defaultWebDist),
    /** How long a command waits for the read models to show its events before answering. */
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2_000),
    /**
     * Slow clients (DESIGN.md 6.11): the longest a client may take to send a whole request
     * (headers and body), and its headers alone; a connection that has not sent them in
     * time is closed. Node and Fastify wait for ever by default.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    /** How long an idle keep-alive connection stays open after its last answer. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(5_000),
    /** Connections held at once; the server refuses more until some close. */
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(1_024),
    /** Reminder emails one person may ask for in an hour (report and score reminders each). */
    REMINDERS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(60),
    /** The level of the one log line per request; npm start sets debug to keep its terminal short. */
    REQUEST_LOG_LEVEL: envSchemas.logLevel.default('info'),
    /** Send the session cookie only over HTTPS (browsers treat localhost as secure too). */
    COOKIE_SECURE: envSchemas.flag.optional(),
    /**
     * The origin people open the app at (https://teamledger.example.com), for the cross-site
     * check of commands when a proxy in front changes the Host header; by default the Host
     * header the request came with is the app's own.
     */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin like https://host' })
      .transform((url) => new URL(url).origin)
      .optional(),
    /**
     * Single sign-on from the environment (D280): the OpenID provider's issuer URL, the
     * client registered there and its secret. All three or none; set, Settings cannot
     * change them. The name the sign-in page shows ("Sign in with <name>").
     */
    OIDC_ISSUER: z.string().refine(isIssuerUrl, ISSUER_MESSAGE).optional(),
    OIDC_CLIENT_ID: z.string().max(255).optional(),
    OIDC_CLIENT_SECRET: z.string().max(1_000).optional(),
    OIDC_PROVIDER_NAME: z.string().max(60).default('SSO'),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some((value) => value !== undefined) && oidc.some((value) => value === undefined)) {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is needed with the other OIDC_ settings',
          });
        }
      }
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEVELOPMENT_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to a secret of your own in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.TWO_FACTOR_KEY === DEVELOPMENT_TWO_FACTOR_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_KEY'],
        message: 'must be set to a key of your own in production',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SERVE_WEB: env.SERVE_WEB ?? env.NODE_ENV === 'production',
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === 'production',
  }));

export type ApiConfig = z.infer<typeof apiEnvSchema>;

export const loadApiConfig = (env: NodeJS.ProcessEnv = process.env): ApiConfig =>
  parseEnv('api', apiEnvSchema, env);
