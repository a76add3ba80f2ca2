import { IANAZone } from 'luxon';
import { z } from 'zod';

/** Thrown when the environment does not parse; `problems` lists every bad variable. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/teamledger';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const url = (protocols: string[]) =>
  z.url({
    protocol: new RegExp(`^(${protocols.join('|').replaceAll('+', '\\+')})$`),
    error: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const port = z.coerce.number().int().min(0).max(65_535);

const timeZone = z.string().refine((zone) => IANAZone.isValidZone(zone), {
  message: 'must be an IANA time zone such as Europe/Berlin or UTC',
});

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** Variables shared by every service; each service extends this with its own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: logLevel.default('info'),
  DATABASE_URL: url(['postgres', 'postgresql']).default(DEFAULT_DATABASE_URL),
  REDIS_URL: url(['redis', 'rediss']).default(DEFAULT_REDIS_URL),
  /**
   * Only the scheme is checked here: KurrentDB's own parser reads the rest (gossip seeds such
   * as a:2113,b:2113 are not a WHATWG URL) when the event store is created.
   */
  EVENTSTORE_URL: z
    .string()
    .regex(
      /^\s*$|^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i,
      'must start with kurrentdb://, kurrentdb+discover:// (or esdb://, esdb+discover://)',
    )
    .optional(),
  /** Prefix of every Redis key we write (queues, throttles, revoked sessions). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes')
    .default('teamledger'),
  COMPANY_TZ: timeZone.default('UTC'),
  TEST_CLOCK: flag.default(false),
});

export const envSchemas = { url, port, timeZone, flag, logLevel };

/**
 * Parses `env` with `schema` once at boot. Empty strings count as unset, so a blank
 * line in .env falls back to the default instead of failing as an invalid URL.
 */
export function parseEnv<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const received = cleaned[variable];
    return received === undefined
      ? `${variable}: ${issue.message}`
      : `${variable}: ${issue.message} (got "${received}")`;
  });
  throw new ConfigError(service, problems);
}

/** Runs `load`, or prints the configuration problems and stops the process. */
export function loadConfigOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
