import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installFaults, type FaultInput } from './faults.js';

/**
 * A Jira Cloud simulator: the REST API v3 endpoints the Jira adapter calls, in Jira's own
 * shapes (docs/decisions.md D270), over a store a test fills and changes: projects,
 * people, fix versions, issues and worklogs. Worklogs added, changed and deleted get an
 * update time from the simulator's own clock (a millisecond apart), so /worklog/updated and
 * /worklog/deleted page through them as Jira does. Lists answer at most `pageSize` records
 * whatever the client asks: a client must read the size the server actually returned.
 * API-token authentication (Basic email:token) when `email` and `apiToken` are given; the
 * same switchable faults as the Assembla simulator.
 */
export interface JiraSimulatorOptions {
  email?: string;
  apiToken?: string;
  /** The most records one page holds (Jira's own cap is 1000 for changed worklogs). */
  pageSize?: number;
  /** The simulator's clock, for worklogs' created and updated times (default Date.now). */
  now?: () => number;
  logger?: boolean;
}

export interface JiraProject {
  id: string;
  key: string;
  name: string;
}
export interface JiraPerson {
  accountId: string;
  displayName: string;
  /** Hidden (left out of answers) when null: Jira's privacy settings may do so. */
  emailAddress: string | null;
  projectKeys: string[];
}
export interface JiraVersionRecord {
  id: string;
  projectKey: string;
  name: string;
  description?: string;
  startDate?: string;
  releaseDate?: string;
  released: boolean;
}
export interface JiraIssueRecord {
  id: string;
  key: string;
  summary: string;
  status?: string;
  fixVersionIds?: string[];
}
export interface JiraWorklogInput {
  issueKey: string;
  accountId: string;
  /** An ISO date-time; served as Jira writes it ("2026-11-02T09:00:00.000+0000"). */
  started: string;
  timeSpentSeconds: number;
  comment?: string;
  /** Fields served over the generated ones, as given (hostile data). */
  raw?: Record<string, unknown>;
  /** Served in place of the whole record, as given (a spoiled record of any shape). */
  replace?: unknown;
}

interface StoredWorklog extends JiraWorklogInput {
  id: string;
  created: number;
  updated: number;
}

export interface JiraSimulator {
  app: FastifyInstance;
  setFaults(faults: FaultInput[]): void;
  requests(): Record<string, number>;
  addProject(project: JiraProject): void;
  addPerson(person: JiraPerson): void;
  addVersion(version: JiraVersionRecord): void;
  addIssue(issue: JiraIssueRecord): void;
  /** Adds a worklog; answers its id. */
  addWorklog(worklog: JiraWorklogInput): string;
  updateWorklog(id: string, change: Partial<JiraWorklogInput>): void;
  deleteWorklog(id: string): void;
}

/** Jira's date-time: milliseconds and an offset without a colon. */
export const jiraDateTime = (at: number | string) =>
  new Date(at).toISOString().replace('Z', '+0000');

const timeSpent = (seconds: number) => {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [hours ? `${hours}h` : '', minutes ? `${minutes}m` : ''].filter(Boolean).join(' ') || '0m';
};

const adf = (text: string) => ({
  type: 'doc',
  version: 1,
  content: text.split('\n').map((line) => ({
    type: 'paragraph',
    content: line === '' ? [] : [{ type: 'text', text: line }],
  })),
});

export function createJiraSimulator(options: JiraSimulatorOptions = {}): JiraSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const pageSize = options.pageSize ?? 1000;
  const expected =
    options.email !== undefined && options.apiToken !== undefined
      ? `Basic ${Buffer.from(`${options.email}:${options.apiToken}`).toString('base64')}`
      : null;
  const { setFaults, requests } = installFaults(app, {
    authorized: (request) => expected === null || request.headers.authorization === expected,
    rateLimitHeaders: (fault) => ({
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': new Date(Date.now() + fault.retryAfter * 1000).toISOString(),
    }),
  });
  const projects: JiraProject[] = [];
  const people: JiraPerson[] = [];
  const versions: JiraVersionRecord[] = [];
  const issues: JiraIssueRecord[] = [];
  const worklogs = new Map<string, StoredWorklog>();
  const deleted: { id: string; updated: number }[] = [];
  let nextWorklogId = 10_000;
  const now = options.now ?? Date.now;
  let clock = now();
  /** The next update time: now, and always after the last one. */
  const tick = () => (clock = Math.max(clock + 1, now()));
  const base = (request: { protocol: string; hostname: string }) =>
    `${request.protocol}://${request.hostname}`;

  const personJson = (person: JiraPerson, site: string) => ({
    self: `${site}/rest/api/3/user?accountId=${person.accountId}`,
    accountId: person.accountId,
    accountType: 'atlassian',
    displayName: person.displayName,
    ...(person.emailAddress === null ? {} : { emailAddress: person.emailAddress }),
    active: true,
    timeZone: 'UTC',
  });
  const issueOf = (idOrKey: string) =>
    issues.find((issue) => issue.id === idOrKey || issue.key === idOrKey);
  const worklogJson = (worklog: StoredWorklog, site: string) => {
    const issue = issueOf(worklog.issueKey);
    const person = people.find((p) => p.accountId === worklog.accountId);
    const author = person
      ? personJson(person, site)
      : { accountId: worklog.accountId, displayName: worklog.accountId, active: false };
    return {
      self: `${site}/rest/api/3/issue/${issue?.id ?? worklog.issueKey}/worklog/${worklog.id}`,
      author,
      updateAuthor: author,
      comment: adf(worklog.comment ?? ''),
      created: jiraDateTime(worklog.created),
      updated: jiraDateTime(worklog.updated),
      started: jiraDateTime(worklog.started),
      timeSpent: timeSpent(worklog.timeSpentSeconds),
      timeSpentSeconds: worklog.timeSpentSeconds,
      id: worklog.id,
      issueId: issue?.id ?? '0',
      ...worklog.raw,
    };
  };
  const paging = (query: Record<string, unknown>) => {
    const startAt = Math.max(0, Number(query.startAt) || 0);
    const asked = Math.max(1, Number(query.maxResults) || 50);
    return { startAt, size: Math.min(asked, pageSize) };
  };
  const notFound = {
    errorMessages: ['Issue does not exist or you do not have permission to see it.'],
    errors: {},
  };

  app.get('/rest/api/3/project/search', async (request) => {
    const { startAt, size } = paging(request.query as Record<string, unknown>);
    const site = base(request);
    const values = projects.slice(startAt, startAt + size).map((project) => ({
      self: `${site}/rest/api/3/project/${project.id}`,
      id: project.id,
      key: project.key,
      name: project.name,
      projectTypeKey: 'software',
      simplified: false,
      style: 'classic',
    }));
    return {
      self: `${site}${request.url}`,
      maxResults: size,
      startAt,
      total: projects.length,
      isLast: startAt + values.length >= projects.length,
      values,
    };
  });
  app.get('/rest/api/3/user/assignable/search', async (request) => {
    const query = request.query as Record<string, unknown>;
    const { startAt, size } = paging(query);
    const site = base(request);
    return people
      .filter((person) => person.projectKeys.includes(String(query.project)))
      .slice(startAt, startAt + size)
      .map((person) => personJson(person, site));
  });
  app.get('/rest/api/3/project/:key/versions', async (request, reply) => {
    const { key } = z.object({ key: z.string() }).parse(request.params);
    const project = projects.find((p) => p.key === key || p.id === key);
    if (!project) {
      return reply
        .code(404)
        .send({ errorMessages: [`No project could be found with key '${key}'.`], errors: {} });
    }
    const site = base(request);
    return versions
      .filter((version) => version.projectKey === project.key)
      .map((version) => ({
        self: `${site}/rest/api/3/version/${version.id}`,
        id: version.id,
        name: version.name,
        ...(version.description === undefined ? {} : { description: version.description }),
        archived: false,
        released: version.released,
        ...(version.startDate === undefined ? {} : { startDate: version.startDate }),
        ...(version.releaseDate === undefined ? {} : { releaseDate: version.releaseDate }),
        overdue: false,
        projectId: Number(project.id),
      }));
  });
  app.get('/rest/api/3/issue/:idOrKey', async (request, reply) => {
    const { idOrKey } = z.object({ idOrKey: z.string() }).parse(request.params);
    const issue = issueOf(idOrKey);
    if (!issue) return reply.code(404).send(notFound);
    const site = base(request);
    return {
      expand: 'renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations',
      id: issue.id,
      self: `${site}/rest/api/3/issue/${issue.id}`,
      key: issue.key,
      fields: {
        summary: issue.summary,
        status: { name: issue.status ?? 'To Do', id: '10000' },
        fixVersions: (issue.fixVersionIds ?? []).map((id) => ({
          id,
          name: versions.find((v) => v.id === id)?.name ?? id,
          self: `${site}/rest/api/3/version/${id}`,
        })),
      },
    };
  });
  app.get('/rest/api/3/issue/:idOrKey/worklog', async (request, reply) => {
    const { idOrKey } = z.object({ idOrKey: z.string() }).parse(request.params);
    const issue = issueOf(idOrKey);
    if (!issue) return reply.code(404).send(notFound);
    const query = request.query as Record<string, unknown>;
    const { startAt, size } = paging(query);
    const after = Number(query.startedAfter) || -Infinity;
    const before = Number(query.startedBefore) || Infinity;
    const site = base(request);
    const all = [...worklogs.values()].filter((worklog) => {
      const started = Date.parse(worklog.started);
      return worklog.issueKey === issue.key && started >= after && started < before;
    });
    return {
      startAt,
      maxResults: size,
      total: all.length,
      worklogs: all.slice(startAt, startAt + size).map((worklog) => worklogJson(worklog, site)),
    };
  });
  const changed = (kind: 'updated' | 'deleted') =>
    app.get(`/rest/api/3/worklog/${kind}`, async (request) => {
      const since = Number((request.query as Record<string, unknown>).since) || 0;
      const list =
        kind === 'updated'
          ? [...worklogs.values()].map(({ id, updated }) => ({ id, updated }))
          : deleted;
      const after = list
        .filter((worklog) => worklog.updated > since)
        .sort((a, b) => a.updated - b.updated);
      const page = after.slice(0, pageSize);
      const lastPage = page.length === after.length;
      const until = page.at(-1)?.updated ?? since;
      const site = base(request);
      return {
        values: page.map((worklog) => ({
          worklogId: Number(worklog.id),
          updatedTime: worklog.updated,
          properties: [],
        })),
        since,
        until,
        self: `${site}${request.url}`,
        ...(lastPage ? {} : { nextPage: `${site}/rest/api/3/worklog/${kind}?since=${until}` }),
        lastPage,
      };
    });
  changed('updated');
  changed('deleted');
  app.post('/rest/api/3/worklog/list', async (request, reply) => {
    const parsed = z.object({ ids: z.array(z.number().int()).max(1000) }).safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ errorMessages: ['A list of up to 1000 worklog ids is required.'], errors: {} });
    }
    const site = base(request);
    return parsed.data.ids.flatMap((id) => {
      const worklog = worklogs.get(String(id));
      if (!worklog) return [];
      return ['replace' in worklog ? worklog.replace : worklogJson(worklog, site)];
    });
  });

  return {
    app,
    setFaults,
    requests,
    addProject: (project) => void projects.push(project),
    addPerson: (person) => void people.push(person),
    addVersion: (version) => void versions.push(version),
    addIssue: (issue) => void issues.push(issue),
    addWorklog(input) {
      const id = String(nextWorklogId++);
      const at = tick();
      worklogs.set(id, { ...input, id, created: at, updated: at });
      return id;
    },
    updateWorklog(id, change) {
      const worklog = worklogs.get(id);
      if (!worklog) throw new Error(`No worklog ${id}`);
      worklogs.set(id, { ...worklog, ...change, updated: tick() });
    },
    deleteWorklog(id) {
      if (!worklogs.delete(id)) throw new Error(`No worklog ${id}`);
      deleted.push({ id, updated: tick() });
    },
  };
}
