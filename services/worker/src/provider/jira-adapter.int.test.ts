import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ProviderDataError,
  ProviderUnavailableError,
  type AssemblaTask,
  type WorkProvider,
} from '@teamledger/domain';
import type { Logger } from '@teamledger/platform';
import {
  createJiraSimulator,
  type JiraSimulator,
} from '../../../../tools/provider-simulator/jira.js';
import { rateLimitWaitMs } from './http.js';
import { createJiraProvider } from './jira-adapter.js';

let simulator: JiraSimulator;
let baseUrl: string;
let waits: number[];
let logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
let provider: WorkProvider;
const range = { from: '2026-11-01', to: '2026-11-30' };
const ids: Record<string, string> = {};

const adapter = (overrides: Partial<Parameters<typeof createJiraProvider>[0]> = {}) =>
  createJiraProvider({
    baseUrl,
    email: 'sync@northwind.test',
    apiToken: 'token-1',
    logger: logger as unknown as Logger,
    attempts: 4,
    baseDelayMs: 10,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });

const allTasks = async (p: WorkProvider, spaceIds = ['TL']) => {
  const tasks: AssemblaTask[] = [];
  const skipped: string[] = [];
  let pages = 0;
  for await (const page of p.taskPages({ ...range, spaceIds })) {
    pages += 1;
    tasks.push(...page.records);
    skipped.push(...page.skipped.map((s) => `${s.record}: ${s.reason}`));
  }
  return { tasks, skipped, pages };
};

beforeAll(async () => {
  // The server answers at most 2 records a page, whatever the client asks.
  simulator = createJiraSimulator({
    email: 'sync@northwind.test',
    apiToken: 'token-1',
    pageSize: 2,
  });
  simulator.addProject({ id: '10000', key: 'TL', name: 'Teamledger' });
  simulator.addProject({ id: '10001', key: 'OPS', name: 'Operations' });
  simulator.addProject({ id: '10002', key: 'WEB', name: 'Website' });
  simulator.addPerson({
    accountId: 'acc-ada',
    displayName: 'Ada Lovelace',
    emailAddress: 'Ada@Northwind.test',
    projectKeys: ['TL', 'OPS'],
  });
  simulator.addPerson({
    accountId: 'acc-grace',
    displayName: 'Grace Hopper',
    emailAddress: 'grace@northwind.test',
    projectKeys: ['TL'],
  });
  simulator.addPerson({
    accountId: 'acc-hidden',
    displayName: 'Private Person',
    emailAddress: null,
    projectKeys: ['TL'],
  });
  simulator.addVersion({
    id: '20001',
    projectKey: 'TL',
    name: 'Release 1.4',
    description: 'Timesheets',
    startDate: '2026-11-01',
    releaseDate: '2026-11-30',
    released: false,
  });
  simulator.addVersion({ id: '20002', projectKey: 'TL', name: 'Release 1.3', released: true });
  simulator.addIssue({
    id: '30012',
    key: 'TL-12',
    summary: 'Sync retries',
    fixVersionIds: ['20001'],
  });
  simulator.addIssue({ id: '30013', key: 'TL-13', summary: 'Jira adapter', status: 'In Progress' });
  simulator.addIssue({ id: '40001', key: 'OPS-1', summary: 'Backups' });
  ids.a = simulator.addWorklog({
    issueKey: 'TL-12',
    accountId: 'acc-ada',
    started: '2026-11-02T09:00:00Z',
    timeSpentSeconds: 5400,
    comment: 'Back off on 429\nand log it',
  });
  ids.b = simulator.addWorklog({
    issueKey: 'TL-13',
    accountId: 'acc-grace',
    started: '2026-11-03T13:30:00Z',
    timeSpentSeconds: 7200,
  });
  ids.c = simulator.addWorklog({
    issueKey: 'OPS-1',
    accountId: 'acc-ada',
    started: '2026-11-03T08:00:00Z',
    timeSpentSeconds: 3600,
  });
  ids.d = simulator.addWorklog({
    issueKey: 'TL-13',
    accountId: 'acc-ada',
    started: '2026-11-04T10:00:00Z',
    timeSpentSeconds: 900,
  });
  ids.e = simulator.addWorklog({
    issueKey: 'TL-12',
    accountId: 'acc-grace',
    started: '2026-11-05T10:00:00Z',
    timeSpentSeconds: 3600,
  });
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  const address = simulator.app.server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => simulator.app.close());
beforeEach(() => {
  simulator.setFaults([]);
  waits = [];
  logger = { warn: vi.fn(), error: vi.fn() };
  provider = adapter();
});

describe('the Jira adapter against the Jira simulator', () => {
  it('lists projects as spaces, reading every page at the size the server returned', async () => {
    const spaces = await provider.listSpaces();
    expect(spaces.records.map((s) => [s.id, s.name])).toEqual([
      ['TL', 'Teamledger'],
      ['OPS', 'Operations'],
      ['WEB', 'Website'],
    ]);
    expect(spaces.skipped).toEqual([]);
  });

  it("lists a project's people by account id and email; one without an email is skipped", async () => {
    const people = await provider.listSpaceUsers('TL');
    expect(people.records).toEqual([
      { id: 'acc-ada', login: null, name: 'Ada Lovelace', email: 'ada@northwind.test' },
      { id: 'acc-grace', login: null, name: 'Grace Hopper', email: 'grace@northwind.test' },
    ]);
    expect(people.skipped).toHaveLength(1);
    expect(people.skipped[0]!.record).toContain('project TL users page 2, record 1');
  });

  it('lists fix versions as milestones', async () => {
    const milestones = await provider.listMilestones('TL');
    expect(milestones.records).toEqual([
      {
        id: '20001',
        title: 'Release 1.4',
        description: 'Timesheets',
        start_date: '2026-11-01',
        due_date: '2026-11-30',
        is_completed: false,
        space_id: 'TL',
      },
      {
        id: '20002',
        title: 'Release 1.3',
        description: '',
        start_date: null,
        due_date: null,
        is_completed: true,
        space_id: 'TL',
      },
    ]);
  });

  it('reads an issue as the ticket: its key, summary, status and first fix version', async () => {
    expect(await provider.getTicket('TL', 12)).toEqual({
      id: '30012',
      number: 12,
      summary: 'TL-12 Sync retries',
      status: 'To Do',
      milestone_id: '20001',
    });
    expect(await provider.getTicket('TL', 99)).toBeNull();
    expect(provider.ticketUrl?.('TL', 12)).toBe(`${baseUrl}/browse/TL-12`);
  });

  it("reads the worklogs updated since the range began, our projects' only, paged to the end", async () => {
    const { tasks, skipped, pages } = await allTasks(provider);
    expect(skipped).toEqual([]);
    // Five worklogs, two ids a page: three pages of /worklog/updated, each listed.
    expect(pages).toBe(3);
    expect(tasks.map((t) => [t.id, t.space_id, t.user_id, t.ticket_number, t.hours])).toEqual([
      [`jira-${ids.a}`, 'TL', 'acc-ada', 12, 1.5],
      [`jira-${ids.b}`, 'TL', 'acc-grace', 13, 2],
      [`jira-${ids.d}`, 'TL', 'acc-ada', 13, 0.25],
      [`jira-${ids.e}`, 'TL', 'acc-grace', 12, 1],
    ]);
    expect(tasks[0]).toMatchObject({
      description: 'Back off on 429\nand log it',
      begin_at: '2026-11-02T09:00:00.000+00:00',
      ticket_id: '30012',
    });
    const both = await allTasks(adapter(), ['TL', 'OPS']);
    expect(both.tasks.map((t) => t.id)).toContain(`jira-${ids.c}`);
  });

  it('names the worklogs deleted since the range began', async () => {
    const gone = simulator.addWorklog({
      issueKey: 'TL-13',
      accountId: 'acc-ada',
      started: '2026-11-06T10:00:00Z',
      timeSpentSeconds: 600,
    });
    simulator.deleteWorklog(gone);
    expect(await provider.deletedTaskIds?.(range)).toEqual([`jira-${gone}`]);
    expect(await provider.deletedTaskIds?.({ from: '2100-01-01', to: '2100-01-01' })).toEqual([]);
  });

  it('skips hostile worklogs with their reasons and keeps the others', async () => {
    const hostile = [
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-07T10:00:00Z',
        timeSpentSeconds: 600,
        raw: { started: '2026-02-30T10:00:00.000+0000' },
      }),
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-07T10:00:00Z',
        timeSpentSeconds: 600,
        comment: 'nul \u0000 inside',
      }),
      simulator.addWorklog({
        issueKey: 'TL-12',
        accountId: 'acc-ada',
        started: '2026-11-07T10:00:00Z',
        timeSpentSeconds: -5,
      }),
    ];
    try {
      const { tasks, skipped } = await allTasks(provider);
      expect(tasks.map((t) => t.id)).not.toEqual(
        expect.arrayContaining(hostile.map((id) => `jira-${id}`)),
      );
      expect(tasks).toHaveLength(4);
      expect(skipped).toHaveLength(3);
      expect(skipped.join('\n')).toMatch(/started/);
      expect(skipped.join('\n')).toMatch(/comment/);
      expect(skipped.join('\n')).toMatch(/timeSpentSeconds/);
    } finally {
      for (const id of hostile) simulator.deleteWorklog(id);
    }
  });

  it('honours Retry-After on 429 and goes on', async () => {
    simulator.setFaults([{ kind: '429', retryAfter: 3, times: 2, match: '/worklog/updated' }]);
    const { tasks } = await allTasks(provider);
    expect(tasks).toHaveLength(4);
    expect(waits).toEqual([3000, 3000]);
  });

  it("reads Jira's X-RateLimit-Reset when a 429 has no Retry-After", () => {
    const now = Date.parse('2026-11-02T09:00:00Z');
    const headers = new Headers({ 'x-ratelimit-reset': '2026-11-02T09:00:05Z' });
    expect(rateLimitWaitMs(headers, now)).toBe(5000);
    expect(rateLimitWaitMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(rateLimitWaitMs(new Headers(), now)).toBe(1000);
  });

  it('tries a 500 again, and gives up with ProviderUnavailableError when it lasts', async () => {
    simulator.setFaults([{ kind: '500', times: 1, match: '/project/search' }]);
    expect((await provider.listSpaces()).records).toHaveLength(3);
    expect(waits).toEqual([10]);
    simulator.setFaults([{ kind: '500', times: 10, match: '/project/search' }]);
    await expect(provider.listSpaces()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('tries a slow answer again once it timed out', async () => {
    // Seconds from a normal answer, so a loaded machine is not taken for a slow provider.
    const impatient = adapter({ timeoutMs: 2_000 });
    simulator.setFaults([{ kind: 'slow', delayMs: 6_000, times: 1, match: '/project/search' }]);
    expect((await impatient.listSpaces()).records).toHaveLength(3);
    expect(waits).toEqual([10]);
  });

  it('refuses an answer that is not JSON whole', async () => {
    simulator.setFaults([{ kind: 'malformed', times: 1, match: '/worklog/list' }]);
    await expect(allTasks(provider)).rejects.toBeInstanceOf(ProviderDataError);
    expect(logger.error).toHaveBeenCalled();
  });

  it('refuses wrong credentials without retrying', async () => {
    await expect(adapter({ apiToken: 'wrong' }).listSpaces()).rejects.toThrow(/HTTP 401/);
    expect(waits).toEqual([]);
  });
});
