import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { installFaults, type FaultInput } from './faults.js';

/**
 * A GitLab simulator (D274): REST v4's projects, members, milestones and issues, and the
 * GraphQL project.timelogs connection, in GitLab's shapes, over a store a test fills.
 * REST lists answer at most `pageSize` records a page (an empty page past the end); the
 * timelogs connection pages by cursor. A personal access token as a Bearer token when
 * `token` is given; the same switchable faults as the other simulators.
 */
export interface GitlabSimulatorOptions {
  token?: string;
  pageSize?: number;
  logger?: boolean;
}
export interface GitlabProjectRecord {
  id: number;
  name: string;
  path: string;
}
export interface GitlabMemberRecord {
  id: number;
  username: string;
  name: string;
  /** Seen by an admin's token; null: hidden. */
  email: string | null;
  projectPaths: string[];
}
export interface GitlabMilestoneRecord {
  id: number;
  iid: number;
  projectPath: string;
  title: string;
  state: 'active' | 'closed';
  due_date?: string;
}
export interface GitlabIssueRecord {
  id: number;
  iid: number;
  projectPath: string;
  title: string;
  milestoneId?: number;
}
export interface GitlabTimelogInput {
  projectPath: string;
  userId: number;
  spentAt: string;
  timeSpent: number;
  summary?: string;
  issueIid?: number;
  mergeRequest?: { iid: number; title: string };
  /** Served in place of the whole node, as given (hostile data). */
  replace?: unknown;
}

export interface GitlabSimulator {
  app: FastifyInstance;
  setFaults(faults: FaultInput[]): void;
  requests(): Record<string, number>;
  addProject(project: GitlabProjectRecord): void;
  addMember(member: GitlabMemberRecord): void;
  addMilestone(milestone: GitlabMilestoneRecord): void;
  addIssue(issue: GitlabIssueRecord): void;
  addTimelog(timelog: GitlabTimelogInput): string;
  /** Changes a timelog's fields, as editing it in GitLab does. */
  updateTimelog(id: string, changes: Partial<GitlabTimelogInput>): void;
  /** Removes a timelog, as deleting it in GitLab does: no feed tells of it. */
  deleteTimelog(id: string): void;
}

export function createGitlabSimulator(options: GitlabSimulatorOptions = {}): GitlabSimulator {
  const app = Fastify({ logger: options.logger ?? false });
  const pageSize = options.pageSize ?? 100;
  const { setFaults, requests } = installFaults(app, {
    authorized: (request) =>
      options.token === undefined || request.headers.authorization === `Bearer ${options.token}`,
  });
  const projects: GitlabProjectRecord[] = [];
  const members: GitlabMemberRecord[] = [];
  const milestones: GitlabMilestoneRecord[] = [];
  const issues: GitlabIssueRecord[] = [];
  const timelogs: (GitlabTimelogInput & { id: number })[] = [];
  let nextId = 500;

  const page = <T>(list: T[], query: Record<string, unknown>) => {
    const at = Math.max(1, Number(query.page) || 1);
    const size = Math.min(pageSize, Math.max(1, Number(query.per_page) || 20));
    return list.slice((at - 1) * size, at * size);
  };
  const projectOf = (idOrPath: string) =>
    projects.find((p) => String(p.id) === idOrPath || p.path === idOrPath);
  const site = (request: { protocol: string; hostname: string }) =>
    `${request.protocol}://${request.hostname}`;
  const notFound = { message: '404 Project Not Found' };
  const params = z.object({ id: z.string() });

  app.get('/api/v4/projects', async (request) =>
    page(projects, request.query as Record<string, unknown>).map((p) => ({
      id: p.id,
      name: p.name,
      path_with_namespace: p.path,
      web_url: `${site(request)}/${p.path}`,
    })),
  );
  app.get('/api/v4/projects/:id/members/all', async (request, reply) => {
    const found = projectOf(params.parse(request.params).id);
    if (!found) return reply.code(404).send(notFound);
    return page(
      members.filter((m) => m.projectPaths.includes(found.path)),
      request.query as Record<string, unknown>,
    ).map((m) => ({
      id: m.id,
      username: m.username,
      name: m.name,
      state: 'active',
      access_level: 30,
      ...(m.email === null ? {} : { email: m.email }),
    }));
  });
  app.get('/api/v4/projects/:id/milestones', async (request, reply) => {
    const found = projectOf(params.parse(request.params).id);
    if (!found) return reply.code(404).send(notFound);
    return page(
      milestones.filter((m) => m.projectPath === found.path),
      request.query as Record<string, unknown>,
    ).map((m) => ({
      id: m.id,
      iid: m.iid,
      project_id: found.id,
      title: m.title,
      description: null,
      state: m.state,
      due_date: m.due_date ?? null,
      start_date: null,
    }));
  });
  app.get('/api/v4/projects/:id/issues/:iid', async (request, reply) => {
    const { id, iid } = z.object({ id: z.string(), iid: z.coerce.number() }).parse(request.params);
    const found = projectOf(id);
    const issue = issues.find((i) => i.projectPath === found?.path && i.iid === iid);
    if (!found || !issue) return reply.code(404).send({ message: '404 Not found' });
    return {
      id: issue.id,
      iid: issue.iid,
      project_id: found.id,
      title: issue.title,
      state: 'opened',
      milestone: issue.milestoneId === undefined ? null : { id: issue.milestoneId },
      web_url: `${site(request)}/${found.path}/-/issues/${issue.iid}`,
    };
  });
  app.post('/api/graphql', async (request) => {
    const { variables } = z
      .object({
        variables: z.object({
          fullPath: z.string(),
          startDate: z.string().nullish(),
          endDate: z.string().nullish(),
          first: z.number().int().nullish(),
          after: z.string().nullish(),
        }),
      })
      .parse(request.body);
    const found = projectOf(variables.fullPath);
    if (!found) return { data: { project: null } };
    const from = variables.startDate ? Date.parse(variables.startDate) : -Infinity;
    const to = variables.endDate ? Date.parse(variables.endDate) : Infinity;
    const all = timelogs.filter((t) => {
      const at = Date.parse(t.spentAt);
      return t.projectPath === found.path && at >= from && at <= to;
    });
    const start = variables.after ? Number(Buffer.from(variables.after, 'base64').toString()) : 0;
    const size = Math.min(pageSize, variables.first ?? 100);
    const nodes = all.slice(start, start + size);
    const end = start + nodes.length;
    return {
      data: {
        project: {
          timelogs: {
            nodes: nodes.map((t) =>
              t.replace !== undefined
                ? t.replace
                : {
                    id: `gid://gitlab/Timelog/${t.id}`,
                    spentAt: new Date(t.spentAt).toISOString(),
                    timeSpent: t.timeSpent,
                    summary: t.summary ?? null,
                    user: { id: `gid://gitlab/User/${t.userId}` },
                    issue: t.issueIid === undefined ? null : { iid: String(t.issueIid) },
                    mergeRequest: t.mergeRequest
                      ? { iid: String(t.mergeRequest.iid), title: t.mergeRequest.title }
                      : null,
                  },
            ),
            pageInfo: {
              hasNextPage: end < all.length,
              endCursor: nodes.length ? Buffer.from(String(end)).toString('base64') : null,
            },
          },
        },
      },
    };
  });

  return {
    app,
    setFaults,
    requests,
    addProject: (p) => void projects.push(p),
    addMember: (m) => void members.push(m),
    addMilestone: (m) => void milestones.push(m),
    addIssue: (i) => void issues.push(i),
    addTimelog(timelog) {
      const id = nextId++;
      timelogs.push({ ...timelog, id });
      return String(id);
    },
    updateTimelog(id, changes) {
      const index = timelogs.findIndex((timelog) => String(timelog.id) === id);
      if (index < 0) throw new Error(`No timelog ${id}`);
      timelogs[index] = { ...timelogs[index]!, ...changes };
    },
    deleteTimelog(id) {
      const index = timelogs.findIndex((timelog) => String(timelog.id) === id);
      if (index < 0) throw new Error(`No timelog ${id}`);
      timelogs.splice(index, 1);
    },
  };
}
