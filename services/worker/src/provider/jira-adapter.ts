import { z } from 'zod';
import {
  ProviderDataError,
  assemblaTaskSchema,
  jiraChangedWorklogsSchema,
  jiraIssueSchema,
  jiraMilestoneOf,
  jiraProjectSchema,
  jiraUserSchema,
  jiraVersionSchema,
  jiraWorklogSchema,
  parseRecords,
  splitIssueKey,
  type AssemblaMilestone,
  type AssemblaSpace,
  type AssemblaTask,
  type JiraIssue,
  type ProviderRange,
  type ProviderRecords,
  type SkippedRecord,
  type WorkProvider,
} from '@teamledger/domain';
import { createProviderHttp, type ProviderHttpOptions } from './http.js';

/** POST /rest/api/3/worklog/list takes at most 1000 ids at once. */
export const JIRA_WORKLOG_LIST_MAX = 1000;
/** The page size asked of Jira's paged lists; the server may answer fewer, and says so. */
export const JIRA_PAGE_SIZE = 100;
/** A task id of the port is the worklog's, marked as Jira's: `jira-<worklog id>`. */
export const jiraTaskId = (worklogId: string) => `jira-${worklogId}`;

export interface JiraAdapterOptions extends ProviderHttpOptions {
  /** The site, e.g. https://example.atlassian.net (or the Jira simulator's address). */
  baseUrl: string;
  /** API-token authentication: the account's email and an API token (Basic). */
  email: string;
  apiToken: string;
}

/**
 * WorkProvider over Jira Cloud's REST API v3 (docs/decisions.md D270). A project is a
 * space (its key the id), a fix version a milestone, an issue a ticket (its key's number,
 * its URL /browse/<key>), a worklog a task. Worklogs come incrementally: the ids updated
 * since the range's first day (GET /worklog/updated, followed to its last page), then the
 * worklogs themselves (POST /worklog/list), each kept when its issue is in one of our
 * projects. Deleted worklogs are read the same way (GET /worklog/deleted). Jira has no
 * standups. The email and token travel only in the Authorization header.
 */
export function createJiraProvider({
  baseUrl,
  email,
  apiToken,
  ...options
}: JiraAdapterOptions): WorkProvider {
  const site = baseUrl.replace(/\/+$/, '');
  const api = `${site}/rest/api/3`;
  const auth = `Basic ${Buffer.from(`${email}:${apiToken}`).toString('base64')}`;
  const { call, one, records } = createProviderHttp(api, { Authorization: auth }, options);

  /** One answer that must fit `schema`; nothing (204, 404) is null. */
  const get = async <S extends z.ZodType>(
    name: string,
    path: string,
    schema: S,
    query: URLSearchParams | null = null,
    body?: unknown,
  ): Promise<z.output<S> | null> => {
    const answer = await call(name, path, query, one(schema), body);
    return answer.status === 'ok' ? answer.data : null;
  };

  /** Issues by id, read once per adapter (a worklog names its issue by id). */
  const issues = new Map<string, Promise<JiraIssue | null>>();
  const issue = (idOrKey: string) => {
    let found = issues.get(idOrKey);
    if (!found) {
      found = get(
        `issue ${idOrKey}`,
        `/issue/${encodeURIComponent(idOrKey)}`,
        jiraIssueSchema,
        new URLSearchParams({ fields: 'summary,status,fixVersions' }),
      );
      issues.set(idOrKey, found);
    }
    return found;
  };

  /** The ids of /worklog/updated or /worklog/deleted since `since`, every page. */
  async function* changedIds(kind: 'updated' | 'deleted', since: number) {
    for (let page = 1; ; page++) {
      const answer = await get(
        `worklogs ${kind} page ${page}`,
        `/worklog/${kind}`,
        jiraChangedWorklogsSchema,
        new URLSearchParams({ since: String(since) }),
      );
      if (answer === null) return;
      yield answer.values.map((value) => String(value.worklogId));
      // The next page starts where this one ended; one that does not move on is the last.
      if (answer.lastPage || answer.until <= since) return;
      since = answer.until;
    }
  }

  const sinceOf = (range: ProviderRange) => Date.parse(`${range.from}T00:00:00Z`);

  return {
    async listSpaces() {
      const result: ProviderRecords<AssemblaSpace> = { records: [], skipped: [] };
      for (let startAt = 0, page = 1; ; page++) {
        const name = `projects page ${page}`;
        const answer = await get(
          name,
          '/project/search',
          z.object({
            values: z.array(z.unknown()),
            total: z.number().int().min(0).nullish(),
            isLast: z.boolean().nullish(),
          }),
          new URLSearchParams({ startAt: String(startAt), maxResults: String(JIRA_PAGE_SIZE) }),
        );
        if (answer === null) break;
        const parsed = parseRecords(jiraProjectSchema, answer.values, name)!;
        result.records.push(
          ...parsed.records.map((p) => ({ id: p.key, name: p.name, wiki_name: p.key })),
        );
        result.skipped.push(...parsed.skipped);
        // The page's own size moves the start on: Jira may answer fewer than asked.
        startAt += answer.values.length;
        if (answer.isLast !== false || answer.values.length === 0) break;
        if (answer.total != null && startAt >= answer.total) break;
      }
      return result;
    },
    async listSpaceUsers(projectKey) {
      const result: ProviderRecords<z.output<typeof jiraUserSchema>> = { records: [], skipped: [] };
      for (let startAt = 0, page = 1; ; page++) {
        const name = `project ${projectKey} users page ${page}`;
        const answer = await call(
          name,
          '/user/assignable/search',
          new URLSearchParams({
            project: projectKey,
            startAt: String(startAt),
            maxResults: String(JIRA_PAGE_SIZE),
          }),
          records(jiraUserSchema, name),
        );
        if (answer.status !== 'ok') break;
        result.records.push(...answer.data.records);
        result.skipped.push(...answer.data.skipped);
        const size = answer.data.records.length + answer.data.skipped.length;
        // A plain list: the end is an empty page (a short one may only be the server's size).
        if (size === 0) break;
        startAt += size;
      }
      return result;
    },
    async listMilestones(projectKey) {
      const name = `project ${projectKey} versions`;
      const answer = await call(
        name,
        `/project/${encodeURIComponent(projectKey)}/versions`,
        null,
        records(jiraVersionSchema, name),
      );
      if (answer.status !== 'ok') return { records: [], skipped: [] };
      return {
        records: answer.data.records.map((version): AssemblaMilestone => ({
          id: version.id,
          title: version.name,
          description: version.description,
          start_date: version.startDate,
          due_date: version.releaseDate,
          is_completed: version.released === true || version.archived === true,
          space_id: projectKey,
        })),
        skipped: answer.data.skipped,
      };
    },
    async getTicket(projectKey, number) {
      const found = await issue(`${projectKey}-${number}`);
      if (found === null) return null;
      return {
        id: found.id,
        number,
        summary: `${found.key} ${found.fields.summary ?? ''}`.trim(),
        status: found.fields.status?.name ?? '',
        milestone_id: jiraMilestoneOf(found),
      };
    },
    ticketUrl: (projectKey, number) => `${site}/browse/${projectKey}-${number}`,
    async *taskPages({ spaceIds, ...range }) {
      const projects = new Set(spaceIds);
      let page = 0;
      for await (const ids of changedIds('updated', sinceOf(range))) {
        for (let at = 0; at < ids.length; at += JIRA_WORKLOG_LIST_MAX) {
          page += 1;
          const name = `worklogs page ${page}`;
          const chunk = ids.slice(at, at + JIRA_WORKLOG_LIST_MAX).map(Number);
          const answer = await call(name, '/worklog/list', null, records(jiraWorklogSchema, name), {
            ids: chunk,
          });
          if (answer.status !== 'ok') continue;
          const tasks: AssemblaTask[] = [];
          const skipped: SkippedRecord[] = [...answer.data.skipped];
          for (const worklog of answer.data.records) {
            let owner: JiraIssue | null;
            try {
              owner = await issue(worklog.issueId);
            } catch (error) {
              if (!(error instanceof ProviderDataError)) throw error;
              skipped.push({ record: `${name}, worklog ${worklog.id}`, reason: error.reason });
              continue;
            }
            if (owner === null) continue;
            const { projectKey, number } = splitIssueKey(owner.key);
            if (!projects.has(projectKey)) continue;
            // Hours to the hundredth, as a person logs them; the task's own rules then apply.
            const task = assemblaTaskSchema.safeParse({
              id: jiraTaskId(worklog.id),
              description: worklog.comment,
              hours: Math.round((worklog.timeSpentSeconds / 3600) * 100) / 100,
              begin_at: worklog.started,
              end_at: null,
              space_id: projectKey,
              user_id: worklog.author.accountId,
              ticket_id: owner.id,
              ticket_number: number,
              updated_at: worklog.updated,
            });
            if (task.success) tasks.push(task.data);
            else
              skipped.push({
                record: `${name}, worklog ${worklog.id}`,
                reason: z.prettifyError(task.error),
              });
          }
          yield { records: tasks, skipped };
        }
      }
    },
    async listStandups() {
      return { records: [], skipped: [] };
    },
    async deletedTaskIds(range) {
      const ids: string[] = [];
      for await (const page of changedIds('deleted', sinceOf(range))) {
        ids.push(...page.map(jiraTaskId));
      }
      return ids;
    },
  };
}
