import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
} from '../support/database.js';
import { testRedisUrl } from '../support/env.js';
import { freePort } from './support/private-postgres.js';
import { ensureBuilt, sleep, waitFor } from './support/services.js';

/**
 * A service that dies under `npm start` comes back (the third bullet): the api,
 * killed with SIGKILL twice, is restarted by scripts/start.mjs after 1 s and then 2 s, the
 * log says so, the rest of the stack keeps running, and /readyz answers again.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The pids of the direct children of `parent` whose command line contains `text`. */
function childrenOf(parent: number, text: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (ppid === parent && command.includes(text)) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

const ready = (url: string) => async () => {
  try {
    return (await fetch(url)).ok ? true : undefined;
  } catch {
    return undefined;
  }
};

describe('npm start restarts a service that dies', () => {
  let database: TestDatabase;
  let stack: ChildProcess;
  let log = '';
  let readyz: string;

  beforeAll(async () => {
    // The production build that npm start runs, made only when missing.
    await ensureBuilt({ web: true });
    database = await createTestDatabase();
    // Every port of the stack is free-picked: another run of the suite on this machine (CI
    // beside a developer's npm test) starts the same stack, and the simulator's 3100 clashed.
    const [port, projectorPort, simulatorPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    readyz = `http://127.0.0.1:${port}/readyz`;
    stack = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        PROJECTOR_PORT: String(projectorPort),
        PROVIDER_SIMULATOR_PORT: String(simulatorPort),
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: createTestRedisPrefix(),
        JWT_SECRET: 'reliability-test-secret-of-at-least-32-characters',
        // Nothing is sent in this test: no mail catcher, no demo company.
        SMTP_URL: 'smtp://127.0.0.1:9',
        DEMO_SEED: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    stack.stdout!.on('data', (chunk) => (log += chunk));
    stack.stderr!.on('data', (chunk) => (log += chunk));
    const readyOrExited = async () => {
      if (stack.exitCode !== null) throw new Error(`npm start exited (${stack.exitCode}):\n${log}`);
      return ready(readyz)();
    };
    await waitFor('the stack to be ready', readyOrExited, 90_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${log}`);
    });
  }, 240_000);

  afterAll(async () => {
    if (stack?.pid && stack.exitCode === null) {
      const exited = new Promise((resolve) => stack.once('exit', resolve));
      process.kill(stack.pid, 'SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
    }
    await database?.drop();
  });

  it('brings the api back after kill -9, with a doubling pause, and says so', async () => {
    const projector = childrenOf(stack.pid!, 'services/projector/dist/main.js');
    expect(projector).toHaveLength(1);

    for (const [restart, pause] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const [api] = childrenOf(stack.pid!, 'services/api/dist/main.js');
      expect(api).toBeDefined();
      process.kill(api!, 'SIGKILL');
      await waitFor('the restart message', () =>
        log.includes(`api stopped (SIGKILL); restarting it in ${pause} s (restart ${restart}).`)
          ? true
          : undefined,
      );
      await waitFor('the api restarting', () =>
        log.includes(`api restarting (restart ${restart}).`) ? true : undefined,
      );
      const [again] = await waitFor('a new api process', () => {
        const now = childrenOf(stack.pid!, 'services/api/dist/main.js');
        return now.length === 1 && now[0] !== api ? now : undefined;
      });
      expect(again).not.toBe(api);
      await waitFor('the api to answer again', ready(readyz), 60_000);
    }
    // The others were never stopped: the same projector runs, and start.mjs itself.
    expect(childrenOf(stack.pid!, 'services/projector/dist/main.js')).toEqual(projector);
    expect(stack.exitCode).toBeNull();
    expect(log).not.toContain('stopping everything');
  });
});
