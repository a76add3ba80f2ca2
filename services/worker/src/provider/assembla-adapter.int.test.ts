import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderDataError, ProviderUnavailableError, type WorkProvider } from '@teamledger/domain';
import type { Logger } from '@teamledger/platform';
import {
  createProviderSimulator,
  type ProviderSimulator,
} from '../../../../tools/provider-simulator/server.js';
import { createAssemblaProvider, retryAfterMs } from './assembla-adapter.js';

const today = '2026-03-10';
let simulator: ProviderSimulator;
let baseUrl: string;
let waits: number[];
let logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
let provider: WorkProvider;

const adapter = (overrides: Partial<Parameters<typeof createAssemblaProvider>[0]> = {}) =>
  createAssemblaProvider({
    baseUrl,
    apiKey: 'key-1',
    apiSecret: 'secret-1',
    logger: logger as unknown as Logger,
    attempts: 4,
    baseDelayMs: 10,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });

const allTasks = async (p: WorkProvider, from = '2026-03-01', to = today) => {
  const pages: number[] = [];
  for await (const page of p.taskPages({ from, to, spaceIds: ['sim-space-1', 'sim-space-2'] })) {
    pages.push(page.records.length);
  }
  return pages;
};

beforeAll(async () => {
  // 250 tasks over 10 days: 25 a day, so 1-10 March reads as pages of 100, 100 and 50.
  simulator = createProviderSimulator({
    tasks: 250,
    days: 10,
    today,
    apiKey: 'key-1',
    apiSecret: 'secret-1',
  });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  const address = simulator.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}/v1`;
});
afterAll(() => simulator.app.close());
beforeEach(() => {
  simulator.setFaults([]);
  waits = [];
  logger = { warn: vi.fn(), error: vi.fn() };
  provider = adapter();
});

describe('the Assembla adapter against the provider simulator', () => {
  it('reads spaces, their people, milestones, tickets and standups, validated', async () => {
    expect(await provider.listSpaces()).toEqual({
      records: [
        { id: 'sim-space-1', name: 'Simulated Platform', wiki_name: 'sim-space-1' },
        { id: 'sim-space-2', name: 'Simulated Mobile', wiki_name: 'sim-space-2' },
      ],
      skipped: [],
    });
    const users = (await provider.listSpaceUsers('sim-space-1')).records;
    expect(users.map((user) => user.email)).toEqual([
      'sim.user1@provider.test',
      'sim.user2@provider.test',
      'sim.user3@provider.test',
      'sim.user4@provider.test',
    ]);
    const milestones = (await provider.listMilestones('sim-space-1')).records;
    expect(milestones.map((m) => [m.id, m.title, m.is_completed])).toEqual([
      ['1001', 'Release 1', true],
      ['1002', 'Release 2', false],
      ['1003', 'Release 3', false],
    ]);
    // Even numbers answer a status name, odd ones the old number with status_name.
    expect(await provider.getTicket('sim-space-1', 4)).toMatchObject({
      number: 4,
      summary: 'Ticket 4 of Simulated Platform',
      status: 'New',
      milestone_id: '1001',
    });
    expect((await provider.getTicket('sim-space-1', 3))?.status).toBe('Accepted');
    expect(await provider.getTicket('sim-space-1', 999)).toBeNull();
    const standups = (await provider.listStandups('sim-space-1', { from: today, to: today }))
      .records;
    expect(standups).toHaveLength(4);
    expect(standups[0]).toMatchObject({ filled_for: today, user_id: 'sim-user-1' });
  });

  it('pages tasks 100 at a time and stops at the short page, hours read as numbers', async () => {
    expect(await allTasks(provider)).toEqual([100, 100, 50]);
    expect(simulator.requests()['/v1/tasks.json']).toBe(3);
    for await (const page of provider.taskPages({ from: today, to: today, spaceIds: [] })) {
      expect(page.records.every((task) => typeof task.hours === 'number' && task.hours > 0)).toBe(
        true,
      );
    }
  });

  it('stops at a 204 when the last page was full', async () => {
    // 8-10 March: 75 tasks, then 1-4 March: 100 exactly.
    expect(await allTasks(provider, '2026-03-01', '2026-03-04')).toEqual([100]);
    const before = simulator.requests()['/v1/tasks.json'] ?? 0;
    await allTasks(provider, '2026-03-01', '2026-03-04');
    // The full page asks for the next one, which answers 204.
    expect((simulator.requests()['/v1/tasks.json'] ?? 0) - before).toBe(2);
  });

  it('honours Retry-After on a 429, then reads the answer', async () => {
    simulator.setFaults([{ kind: '429', retryAfter: 7, times: 2, match: 'spaces.json' }]);
    expect((await provider.listSpaces()).records).toHaveLength(2);
    expect(waits).toEqual([7000, 7000]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('retries a 500 with a doubling pause, and gives up after its tries', async () => {
    simulator.setFaults([{ kind: '500', times: 3, match: 'milestones' }]);
    expect((await provider.listMilestones('sim-space-2')).records).toHaveLength(3);
    expect(waits).toEqual([10, 20, 40]);

    simulator.setFaults([{ kind: '500', times: 4, match: 'milestones' }]);
    await expect(provider.listMilestones('sim-space-2')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('tries a slow answer again once it timed out', async () => {
    // Seconds from a normal answer (milliseconds), so a loaded machine's answer is not taken
    // for a slow one; the slow one is three times the patience.
    const impatient = adapter({ timeoutMs: 2_000 });
    simulator.setFaults([{ kind: 'slow', delayMs: 6_000, times: 1, match: 'spaces.json' }]);
    expect((await impatient.listSpaces()).records).toHaveLength(2);
    expect(waits).toEqual([10]);
  });

  it('refuses JSON that does not parse, and skips a record that does not fit, with the reason', async () => {
    simulator.setFaults([{ kind: 'malformed', match: 'tasks.json' }]);
    await expect(allTasks(provider)).rejects.toThrow(ProviderDataError);
    expect(logger.error).toHaveBeenCalledWith(
      { call: 'tasks page 1', reason: 'the answer is not JSON' },
      expect.any(String),
    );

    simulator.setFaults([{ kind: 'bad-data', match: 'tasks.json' }]);
    const pages = [];
    for await (const page of provider.taskPages({ from: today, to: today, spaceIds: [] })) {
      pages.push(page);
    }
    expect(pages).toEqual([
      {
        records: [],
        skipped: [
          { record: 'tasks page 1, record 1 (id 1)', reason: expect.stringContaining('hours') },
        ],
      },
    ]);
    // Malformed answers are not retried: the same request would get the same answer.
    expect(waits).toEqual([]);
  });

  it('sends the key and secret, and fails at once when they are refused', async () => {
    await expect(adapter({ apiSecret: 'wrong' }).listSpaces()).rejects.toThrow('HTTP 401');
    expect(waits).toEqual([]);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Tue, 10 Mar 2026 10:00:05 GMT', Date.parse('2026-03-10T10:00:00Z'))).toBe(
      5000,
    );
    expect(retryAfterMs(null)).toBe(1000);
  });
});
