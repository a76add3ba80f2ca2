import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnrecoverableError, Worker } from 'bullmq';
import { createRedis, QUEUE_NAME } from '@teamledger/platform';
import { testRedisUrl } from '../../../../tests/support/env.js';
import { clientFor, signedInClients, type Client } from '../test-support/client.js';
import { seedPeople } from '../test-support/sessions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { QUEUE_BOARD_PATH } from './queue-board.js';

/** The job queue UI: Admin only; a job that failed for good is listed there and retried. */
let t: TestApp;
let as: Record<'admin' | 'manager' | 'viewer' | 'user', Client>;

beforeAll(async () => {
  t = await createTestApp();
  await seedPeople(t.deps);
  as = await signedInClients(t.app, ['admin', 'manager', 'viewer', 'user']);
}, 60_000);
afterAll(async () => {
  await t.app.jobQueue.obliterate({ force: true });
  await t.close();
});

interface BoardJob {
  id: string;
  name: string;
  failedReason?: string;
}
interface BoardQueue {
  name: string;
  counts: Record<string, number>;
  jobs: BoardJob[];
}

describe(QUEUE_BOARD_PATH, () => {
  it('answers 401 without a session and 403 to everyone but an Admin', async () => {
    const anonymous = await clientFor(t.app).get(QUEUE_BOARD_PATH);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in.' },
    });
    for (const person of ['manager', 'viewer', 'user'] as const) {
      for (const url of [QUEUE_BOARD_PATH, `${QUEUE_BOARD_PATH}/api/queues`]) {
        const response = await as[person].get(url);
        expect(response.statusCode, `${person} ${url}`).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
    }
    const retry = await as.manager.put(`${QUEUE_BOARD_PATH}/api/queues/jobs/x/retry`);
    expect(retry.statusCode).toBe(403);
  });

  it('sends a browser asking for the page to sign-in, or to the no-access screen', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const anonymous = await clientFor(t.app).get(QUEUE_BOARD_PATH, html);
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/');
    for (const person of ['manager', 'viewer', 'user'] as const) {
      const response = await as[person].get(QUEUE_BOARD_PATH, html);
      expect(response.statusCode, person).toBe(303);
      expect(response.headers.location).toBe('/no-access');
    }
    expect((await as.admin.get(QUEUE_BOARD_PATH, html)).statusCode).toBe(200);
  });

  it('shows an Admin the board page, under its own content security policy', async () => {
    const page = await as.admin.get(QUEUE_BOARD_PATH);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<base href="/admin/queues/"');
    expect(page.headers['content-security-policy']).toContain("base-uri 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = page.body.match(/src="(static\/js\/main[^"]+)"/)?.[1];
    expect((await as.admin.get(`${QUEUE_BOARD_PATH}/${script}`)).statusCode).toBe(200);
  });

  it('lists a job that failed for good and retries it', async () => {
    const prefix = t.deps.config.REDIS_PREFIX;
    const connection = createRedis(testRedisUrl);
    // A worker that fails every job at once, for good.
    const worker = new Worker(
      QUEUE_NAME,
      async () => {
        throw new UnrecoverableError('no handler for this job');
      },
      { connection, prefix, concurrency: 1 },
    );
    const job = await t.app.jobQueue.add('leave-notification', { leaveId: 'x' });
    await expect
      .poll(async () => (await t.app.jobQueue.getJob(job.id!))?.getState(), { timeout: 10_000 })
      .toBe('failed');
    await worker.close();
    connection.disconnect();

    const listed = await as.admin.get(
      `${QUEUE_BOARD_PATH}/api/queues?activeQueue=jobs&status=failed&page=1&jobsPerPage=10`,
    );
    expect(listed.statusCode).toBe(200);
    const queue = (listed.json().queues as BoardQueue[]).find((q) => q.name === 'jobs');
    expect(queue?.counts.failed).toBe(1);
    expect(queue?.jobs).toEqual([
      expect.objectContaining({
        id: job.id,
        name: 'leave-notification',
        failedReason: 'no handler for this job',
      }),
    ]);

    const retried = await as.admin.put(`${QUEUE_BOARD_PATH}/api/queues/jobs/${job.id}/retry`);
    expect(retried.statusCode).toBeLessThan(300);
    expect(await (await t.app.jobQueue.getJob(job.id!))?.getState()).toBe('waiting');
  });

  it('is read-only but for Retry: adding, emptying, cleaning, pausing, obliterating answer 405', async () => {
    const board = `${QUEUE_BOARD_PATH}/api/queues`;
    const waitingBefore = await t.app.jobQueue.getJobCounts('waiting', 'failed');
    for (const [what, send] of [
      ['add', () => as.admin.post(`${board}/jobs/add`, { name: 'made-up', data: {} })],
      ['empty', () => as.admin.put(`${board}/jobs/empty`)],
      ['clean', () => as.admin.put(`${board}/jobs/clean/failed`)],
      ['pause', () => as.admin.put(`${board}/jobs/pause`)],
      ['pause all', () => as.admin.put(`${board}/pause`)],
      ['obliterate', () => as.admin.put(`${board}/jobs/obliterate`)],
    ] as const) {
      const response = await send();
      expect(response.statusCode, what).toBe(405);
      expect(response.json().error.code, what).toBe('read_only');
    }
    expect(await t.app.jobQueue.isPaused()).toBe(false);
    expect(await t.app.jobQueue.getJobCounts('waiting', 'failed')).toEqual(waitingBefore);
  });

  it('refuses a Retry from another site, as the API refuses its commands', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await as.admin.put(
        `${QUEUE_BOARD_PATH}/api/queues/jobs/retry/failed`,
        {},
        headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('cross_site_request');
    }
  });
});
