import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Each service started with an EVENTSTORE_URL that KurrentDB's client cannot parse stops at
 * boot, before touching a database, with exit code 78 (EX_CONFIG) and the reason.
 */
describe('an EVENTSTORE_URL that does not parse', () => {
  it.each([
    ['api', 'services/api/src/main.ts'],
    ['projector', 'services/projector/src/main.ts'],
    ['worker', 'services/worker/src/main.ts'],
  ])('stops the %s at boot with the reason', async (_service, main) => {
    const failure = await run('npx', ['tsx', '--conditions=@teamledger/source', main], {
      cwd: root,
      // A database nobody listens on: the service must stop before it would connect.
      env: {
        ...process.env,
        EVENTSTORE_URL: 'kurrentdb://kdb:port',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
        REDIS_URL: 'redis://127.0.0.1:1',
      },
      timeout: 60_000,
    }).then(
      () => null,
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure?.code).toBe(78);
    expect(failure?.stderr).toMatch(/EVENTSTORE_URL does not parse: .*expected port number/);
  });
});
