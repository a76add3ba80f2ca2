import { z } from 'zod';
import { PROVIDER_TEXT_MAX, PROVIDER_TITLE_MAX, providerFields } from './assembla.js';

/**
 * Jira Cloud REST API v3 answers (docs/decisions.md D270), as the Jira adapter accepts
 * them: hostile input like Assembla's (DESIGN.md 6.12), each record parsed on its own with
 * the same building blocks. Only the fields the sync reads are required; the rest pass.
 */
const { id, nullableId, line, paragraph, isoDate, instant } = providerFields;

/** A project key as Jira makes them: a capital letter, then capitals, digits or _. */
export const JIRA_PROJECT_KEY = /^[A-Z][A-Z0-9_]{0,49}$/;
export const jiraProjectKey = z
  .string()
  .regex(JIRA_PROJECT_KEY, 'a Jira project key is capitals, digits and _ (e.g. TL)');
/** An issue key: its project's key, a dash, its number. */
const issueKey = z.string().regex(/^[A-Z][A-Z0-9_]{0,49}-[1-9]\d{0,14}$/, 'not a Jira issue key');

/** The project and number of an issue key ("TL-12" is TL and 12). */
export function splitIssueKey(key: string): { projectKey: string; number: number } {
  const dash = key.lastIndexOf('-');
  return { projectKey: key.slice(0, dash), number: Number(key.slice(dash + 1)) };
}

/**
 * Jira writes offsets without a colon ("2026-11-02T09:00:00.000+0000"); the instant of the
 * other providers wants one. The colon is put in, then the instant's own rules apply.
 */
const jiraInstant = z
  .string()
  .transform((value) => value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  .pipe(instant);

/** The text of an Atlassian Document Format node: its text leaves, a block per line. */
export function adfText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node === null || typeof node !== 'object') return '';
  const { type, text, content } = node as { type?: unknown; text?: unknown; content?: unknown };
  if (typeof text === 'string') return text;
  if (type === 'hardBreak') return '\n';
  if (!Array.isArray(content)) return '';
  const parts = content.map(adfText);
  const blocks = new Set(['doc', 'bulletList', 'orderedList', 'blockquote', 'panel', 'table']);
  return typeof type === 'string' && blocks.has(type) ? parts.join('\n') : parts.join('');
}

/** Jira's people: the account id is the key; the email is hidden by some privacy settings. */
export const jiraUserSchema = z
  .object({
    accountId: id,
    displayName: line(100).nullish(),
    emailAddress: z
      .email()
      .max(254)
      .transform((value) => value.toLowerCase()),
    active: z.boolean().nullish(),
  })
  .transform((user) => ({
    id: user.accountId,
    login: null,
    name: user.displayName ?? null,
    email: user.emailAddress,
  }));

/** A worklog (GET /rest/api/3/issue/{key}/worklog, POST /rest/api/3/worklog/list). */
export const jiraWorklogSchema = z.object({
  id,
  issueId: id,
  author: z.object({ accountId: id }),
  /** ADF (v3) or plain text (v2 answers); missing is empty. */
  comment: z.preprocess(adfText, paragraph(PROVIDER_TEXT_MAX)),
  started: jiraInstant,
  timeSpentSeconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600),
  updated: jiraInstant.nullish().transform((value) => value ?? null),
});
export type JiraWorklog = z.output<typeof jiraWorklogSchema>;

/** A page of an issue's worklogs: startAt paging, the page's size as the server chose it. */
export const jiraWorklogPageSchema = z.object({
  startAt: z.number().int().min(0),
  maxResults: z.number().int().min(0),
  total: z.number().int().min(0),
  worklogs: z.array(z.unknown()),
});

/** An issue of a search (GET /rest/api/3/search/jql) or GET /rest/api/3/issue/{key}. */
export const jiraIssueSchema = z.object({
  id,
  key: issueKey,
  fields: z.object({
    summary: line(PROVIDER_TITLE_MAX).nullish(),
    status: z.object({ name: line(100) }).nullish(),
    fixVersions: z.array(z.object({ id })).nullish(),
  }),
});
export type JiraIssue = z.output<typeof jiraIssueSchema>;

/** The enhanced JQL search: token paging, isLast on the last page. */
export const jiraSearchPageSchema = z.object({
  issues: z.array(z.unknown()),
  nextPageToken: z.string().max(2000).nullish(),
  isLast: z.boolean().nullish(),
});

/** A fix version: the milestone of Jira (GET /rest/api/3/project/{key}/versions). */
export const jiraVersionSchema = z.object({
  id,
  name: line(PROVIDER_TITLE_MAX).pipe(z.string().min(1, 'a name is required')),
  description: paragraph(PROVIDER_TEXT_MAX),
  startDate: isoDate.nullish().transform((value) => value ?? null),
  releaseDate: isoDate.nullish().transform((value) => value ?? null),
  released: z.boolean().nullish(),
  archived: z.boolean().nullish(),
});
export type JiraVersion = z.output<typeof jiraVersionSchema>;

/** A project (GET /rest/api/3/project/search values). */
export const jiraProjectSchema = z.object({
  id,
  key: jiraProjectKey,
  name: line(100).pipe(z.string().min(1, 'a name is required')),
});

/** GET /rest/api/3/worklog/updated and /deleted: ids since a moment, in pages. */
export const jiraChangedWorklogsSchema = z.object({
  values: z.array(z.object({ worklogId: z.number().int().min(0), updatedTime: z.number() })),
  since: z.number(),
  until: z.number(),
  lastPage: z.boolean(),
  nextPage: z.string().nullish(),
});

/** The milestone id of an issue: its first fix version's. */
export const jiraMilestoneOf = (issue: JiraIssue): string | null =>
  nullableId.parse(issue.fields.fixVersions?.[0]?.id ?? null);
