import { z } from 'zod';
import {
  assemblaTaskSchema,
  gitlabIssueSchema,
  gitlabMemberSchema,
  gitlabMilestoneSchema,
  gitlabProjectSchema,
  gitlabTimelogPageSchema,
  gitlabTimelogSchema,
  parseRecords,
  type AssemblaTask,
  type ProviderRecords,
  type SkippedRecord,
  type WorkProvider,
} from '@teamledger/domain';
import { createProviderHttp, type Answer, type ProviderHttpOptions } from './http.js';

type TimelogConnection = NonNullable<
  z.output<typeof gitlabTimelogPageSchema>['data']['project']
>['timelogs'];

/** GitLab's largest REST page and GraphQL `first`. */
export const GITLAB_PAGE_SIZE = 100;
/** A global id's number: gid://gitlab/User/12 is 12; a plain id is itself. */
export const gidNumber = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);
/** A task id of the port is the timelog's, marked as GitLab's: `gitlab-<timelog id>`. */
export const gitlabTaskId = (timelogId: string) => `gitlab-${gidNumber(timelogId)}`;

export interface GitlabAdapterOptions extends ProviderHttpOptions {
  /** The instance, e.g. https://gitlab.com (or the GitLab simulator's address). */
  baseUrl: string;
  /** A personal access token (read_api), sent as a Bearer token. */
  token: string;
}

const TIMELOGS_QUERY = `query($fullPath: ID!, $startDate: Time, $endDate: Time, $first: Int, $after: String) {
  project(fullPath: $fullPath) {
    timelogs(startDate: $startDate, endDate: $endDate, first: $first, after: $after) {
      nodes { id spentAt timeSpent summary user { id } issue { iid } mergeRequest { iid title } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/**
 * WorkProvider over GitLab (D274): a project is a space (its full path the id), a project
 * milestone a milestone, an issue a ticket (its iid, its web_url), a timelog a task. Members
 * and milestones through REST v4, paged to the end (an empty page, or fewer than asked
 * with no next page); timelogs of the range through GraphQL's project.timelogs, following
 * pageInfo to the end. A merge request's timelog has no ticket: its title is the MR's.
 */
export function createGitlabProvider({
  baseUrl,
  token,
  ...options
}: GitlabAdapterOptions): WorkProvider {
  const site = baseUrl.replace(/\/+$/, '');
  const { call, one, records } = createProviderHttp(
    site,
    { Authorization: `Bearer ${token}` },
    options,
  );
  const project = (path: string) => `/api/v4/projects/${encodeURIComponent(path)}`;

  /** Every page of a REST list, read until an empty page. */
  async function pagedList<S extends z.ZodType>(
    name: string,
    path: string,
    schema: S,
    extra: Record<string, string> = {},
  ) {
    const result: ProviderRecords<z.output<S>> = { records: [], skipped: [] };
    for (let page = 1; ; page++) {
      const label = `${name} page ${page}`;
      const answer = await call(
        label,
        path,
        new URLSearchParams({ ...extra, page: String(page), per_page: String(GITLAB_PAGE_SIZE) }),
        records(schema, label),
      );
      if (answer.status !== 'ok') break;
      result.records.push(...answer.data.records);
      result.skipped.push(...answer.data.skipped);
      if (answer.data.records.length + answer.data.skipped.length === 0) break;
    }
    return result;
  }

  return {
    async listSpaces() {
      const projects = await pagedList('projects', '/api/v4/projects', gitlabProjectSchema, {
        membership: 'true',
      });
      return {
        records: projects.records.map((p) => ({
          id: p.path_with_namespace,
          name: p.name,
          wiki_name: p.path_with_namespace,
        })),
        skipped: projects.skipped,
      };
    },
    listSpaceUsers: (path) =>
      pagedList(`project ${path} members`, `${project(path)}/members/all`, gitlabMemberSchema),
    async listMilestones(path) {
      const answer = await pagedList(
        `project ${path} milestones`,
        `${project(path)}/milestones`,
        gitlabMilestoneSchema,
      );
      return {
        records: answer.records.map((m) => ({
          id: m.id,
          title: m.title,
          description: m.description,
          start_date: m.start_date,
          due_date: m.due_date,
          is_completed: m.state === 'closed',
          space_id: path,
        })),
        skipped: answer.skipped,
      };
    },
    async getTicket(path, number) {
      const answer = await call(
        `issue ${number}`,
        `${project(path)}/issues/${number}`,
        null,
        one(gitlabIssueSchema),
      );
      if (answer.status !== 'ok') return null;
      const issue = answer.data;
      return {
        id: issue.id,
        number: issue.iid,
        summary: issue.title,
        status: issue.state,
        milestone_id: issue.milestone?.id ?? null,
      };
    },
    ticketUrl: (path, number) => `${site}/${path}/-/issues/${number}`,
    // No deletion feed: every timelog of the range is read again, to the last page (D279).
    listsWholeRange: true,
    async *taskPages({ from, to, spaceIds }) {
      for (const path of spaceIds) {
        let after: string | null = null;
        for (let page = 1; ; page++) {
          const name = `project ${path} timelogs page ${page}`;
          const answer: Answer<z.output<typeof gitlabTimelogPageSchema>> = await call(
            name,
            '/api/graphql',
            null,
            one(gitlabTimelogPageSchema),
            {
              query: TIMELOGS_QUERY,
              variables: {
                fullPath: path,
                startDate: `${from}T00:00:00Z`,
                endDate: `${to}T23:59:59Z`,
                first: GITLAB_PAGE_SIZE,
                after,
              },
            },
          );
          const timelogs: TimelogConnection | null | undefined =
            answer.status === 'ok' ? answer.data.data.project?.timelogs : null;
          if (!timelogs) break;
          const parsed = parseRecords(gitlabTimelogSchema, timelogs.nodes, name)!;
          const tasks: AssemblaTask[] = [];
          const skipped: SkippedRecord[] = [...parsed.skipped];
          for (const log of parsed.records) {
            const task = assemblaTaskSchema.safeParse({
              id: gitlabTaskId(log.id),
              description: log.mergeRequest
                ? `!${log.mergeRequest.iid} ${log.mergeRequest.title}${log.summary ? `\n${log.summary}` : ''}`
                : log.summary,
              hours: Math.round((log.timeSpent / 3600) * 100) / 100,
              begin_at: log.spentAt,
              end_at: null,
              space_id: path,
              user_id: gidNumber(log.user.id),
              ticket_id: null,
              ticket_number: log.issue?.iid ?? null,
              updated_at: null,
            });
            if (task.success) tasks.push(task.data);
            else
              skipped.push({
                record: `${name}, timelog ${log.id}`,
                reason: z.prettifyError(task.error),
              });
          }
          yield { records: tasks, skipped };
          if (!timelogs.pageInfo.hasNextPage || !timelogs.pageInfo.endCursor) break;
          after = timelogs.pageInfo.endCursor;
        }
      }
    },
    async listStandups() {
      return { records: [], skipped: [] };
    },
  };
}
