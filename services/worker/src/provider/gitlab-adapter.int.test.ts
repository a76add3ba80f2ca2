import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ProviderDataError,
  ProviderUnavailableError,
  type AssemblaTask,
  type WorkProvider,
} from '@teamledger/domain';
import type { Logger } from '@teamledger/platform';
import {
  createGitlabSimulator,
  type GitlabSimulator,
} from '../../../../tools/provider-simulator/gitlab.js';
import { createGitlabProvider } from './gitlab-adapter.js';

let simulator: GitlabSimulator;
let baseUrl: string;
let waits: number[];
let logger: { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };
let provider: WorkProvider;
const PATH = 'northwind/teamledger';
const range = { from: '2026-11-01', to: '2026-11-30' };
const ids: string[] = [];

const adapter = (token = 'glpat-1', timeoutMs?: number) =>
  createGitlabProvider({
    baseUrl,
    token,
    logger: logger as unknown as Logger,
    attempts: 3,
    baseDelayMs: 10,
    wait: async (ms) => {
      waits.push(ms);
    },
    ...(timeoutMs !== undefined && { timeoutMs }),
  });

const allTasks = async (p: WorkProvider) => {
  const tasks: AssemblaTask[] = [];
  const skipped: string[] = [];
  let pages = 0;
  for await (const page of p.taskPages({ ...range, spaceIds: [PATH] })) {
    pages += 1;
    tasks.push(...page.records);
    skipped.push(...page.skipped.map((s) => `${s.record}: ${s.reason}`));
  }
  return { tasks, skipped, pages };
};

beforeAll(async () => {
  // Two records a page whatever is asked: every list needs several.
  simulator = createGitlabSimulator({ token: 'glpat-1', pageSize: 2 });
  simulator.addProject({ id: 7, name: 'Teamledger', path: PATH });
  simulator.addProject({ id: 8, name: 'Website', path: 'northwind/website' });
  simulator.addProject({ id: 9, name: 'Ops', path: 'northwind/ops' });
  for (const [id, username, email] of [
    [11, 'ada', 'Ada@Northwind.test'],
    [12, 'grace', 'grace@northwind.test'],
    [13, 'hidden', null],
  ] as const) {
    simulator.addMember({ id, username, name: username, email, projectPaths: [PATH] });
  }
  simulator.addMilestone({
    id: 41,
    iid: 1,
    projectPath: PATH,
    title: 'Release 1.4',
    state: 'active',
    due_date: '2026-11-30',
  });
  simulator.addMilestone({
    id: 42,
    iid: 2,
    projectPath: PATH,
    title: 'Release 1.3',
    state: 'closed',
  });
  simulator.addIssue({
    id: 901,
    iid: 12,
    projectPath: PATH,
    title: 'Sync retries',
    milestoneId: 41,
  });
  ids.push(
    simulator.addTimelog({
      projectPath: PATH,
      userId: 11,
      spentAt: '2026-11-02T09:00:00Z',
      timeSpent: 5400,
      summary: 'Back off',
      issueIid: 12,
    }),
    simulator.addTimelog({
      projectPath: PATH,
      userId: 12,
      spentAt: '2026-11-03T09:00:00Z',
      timeSpent: 3600,
      mergeRequest: { iid: 7, title: 'Retry-After' },
    }),
    simulator.addTimelog({
      projectPath: PATH,
      userId: 11,
      spentAt: '2026-11-04T09:00:00Z',
      timeSpent: 900,
      issueIid: 12,
    }),
    simulator.addTimelog({
      projectPath: PATH,
      userId: 11,
      spentAt: '2026-10-04T09:00:00Z',
      timeSpent: 900,
      issueIid: 12,
    }),
  );
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
});
afterAll(() => simulator.app.close());
beforeEach(() => {
  simulator.setFaults([]);
  waits = [];
  logger = { warn: vi.fn(), error: vi.fn() };
  provider = adapter();
});

describe('the GitLab adapter against the GitLab simulator', () => {
  it('lists projects by full path and members by email, paged to the end', async () => {
    expect((await provider.listSpaces()).records.map((s) => s.id)).toEqual([
      PATH,
      'northwind/website',
      'northwind/ops',
    ]);
    const people = await provider.listSpaceUsers(PATH);
    expect(people.records).toEqual([
      { id: '11', login: 'ada', name: 'ada', email: 'ada@northwind.test' },
      { id: '12', login: 'grace', name: 'grace', email: 'grace@northwind.test' },
    ]);
    expect(people.skipped.map((s) => s.reason).join()).toMatch(/no email/);
  });

  it('lists milestones, closed ones completed, and reads an issue as the ticket', async () => {
    expect((await provider.listMilestones(PATH)).records).toEqual([
      {
        id: '41',
        title: 'Release 1.4',
        description: '',
        start_date: null,
        due_date: '2026-11-30',
        is_completed: false,
        space_id: PATH,
      },
      {
        id: '42',
        title: 'Release 1.3',
        description: '',
        start_date: null,
        due_date: null,
        is_completed: true,
        space_id: PATH,
      },
    ]);
    expect(await provider.getTicket(PATH, 12)).toEqual({
      id: '901',
      number: 12,
      summary: 'Sync retries',
      status: 'opened',
      milestone_id: '41',
    });
    expect(await provider.getTicket(PATH, 99)).toBeNull();
    expect(provider.ticketUrl?.(PATH, 12)).toBe(`${baseUrl}/${PATH}/-/issues/12`);
  });

  it("reads the range's timelogs through GraphQL, following the cursor to the end", async () => {
    const { tasks, skipped, pages } = await allTasks(provider);
    expect(skipped).toEqual([]);
    expect(pages).toBe(2);
    expect(tasks.map((t) => [t.id, t.user_id, t.ticket_number, t.hours, t.description])).toEqual([
      [`gitlab-${ids[0]}`, '11', 12, 1.5, 'Back off'],
      [`gitlab-${ids[1]}`, '12', null, 1, '!7 Retry-After'],
      [`gitlab-${ids[2]}`, '11', 12, 0.25, ''],
    ]);
  });

  it('skips a hostile timelog with its reason and keeps the others', async () => {
    simulator.addTimelog({
      projectPath: PATH,
      userId: 11,
      spentAt: '2026-11-05T09:00:00Z',
      timeSpent: 60,
      replace: {
        id: 'gid://gitlab/Timelog/999',
        spentAt: '2026-11-31T09:00:00Z',
        timeSpent: 60,
        summary: 'nul \u0000',
        user: { id: 'gid://gitlab/User/11' },
      },
    });
    const { tasks, skipped } = await allTasks(provider);
    expect(tasks).toHaveLength(3);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatch(/timelogs page 2, record 2 \(id gid:\/\/gitlab\/Timelog\/999\)/);
  });

  it('tries a slow answer again once it timed out', async () => {
    const impatient = adapter('glpat-1', 2_000);
    simulator.setFaults([{ kind: 'slow', delayMs: 6_000, times: 1, match: '/api/graphql' }]);
    expect((await allTasks(impatient)).tasks.length).toBeGreaterThan(0);
    expect(waits).toEqual([10]);
  });

  it('honours 429, retries a 500, refuses bad JSON and wrong tokens', async () => {
    simulator.setFaults([{ kind: '429', retryAfter: 2, times: 1, match: '/api/graphql' }]);
    expect((await allTasks(provider)).tasks.length).toBeGreaterThan(0);
    expect(waits).toEqual([2000]);
    simulator.setFaults([{ kind: '500', times: 5, match: '/members/all' }]);
    await expect(provider.listSpaceUsers(PATH)).rejects.toBeInstanceOf(ProviderUnavailableError);
    simulator.setFaults([{ kind: 'malformed', times: 1, match: '/milestones' }]);
    await expect(provider.listMilestones(PATH)).rejects.toBeInstanceOf(ProviderDataError);
    await expect(adapter('wrong').listSpaces()).rejects.toThrow(/HTTP 401/);
  });
});
