import { z } from 'zod';
import { PROVIDER_TEXT_MAX, PROVIDER_TITLE_MAX, providerFields } from './assembla.js';

/**
 * GitLab answers (REST v4 and GraphQL, docs/decisions.md D274), as the GitLab adapter accepts
 * them: hostile input like Assembla's (DESIGN.md 6.12), each record parsed on its own.
 */
const { id, line, paragraph, isoDate, instant } = providerFields;

/** A project's full path ("group/sub/project"): a provider space id of GitLab's. */
export const gitlabProjectPath = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\w.-]+(\/[\w.-]+)+$/, 'a GitLab project path is group/project');

/** GET /api/v4/projects?membership=true */
export const gitlabProjectSchema = z.object({
  id,
  name: line(100).pipe(z.string().min(1, 'a name is required')),
  path_with_namespace: gitlabProjectPath,
});

/** GET /api/v4/projects/:id/members/all: the email only where the token may see it. */
export const gitlabMemberSchema = z
  .object({
    id,
    username: line(100),
    name: line(100).nullish(),
    email: z.email().max(254).nullish(),
    public_email: z.email().max(254).nullish(),
  })
  .refine((member) => Boolean(member.email ?? member.public_email), {
    message: 'no email the token may see',
    path: ['email'],
  })
  .transform((member) => ({
    id: member.id,
    login: member.username,
    name: member.name ?? null,
    email: (member.email ?? member.public_email)!.toLowerCase(),
  }));

/** GET /api/v4/projects/:id/milestones */
export const gitlabMilestoneSchema = z.object({
  id,
  iid: z.number().int().min(0),
  title: line(PROVIDER_TITLE_MAX).pipe(z.string().min(1, 'a title is required')),
  description: paragraph(PROVIDER_TEXT_MAX),
  start_date: isoDate.nullish().transform((value) => value ?? null),
  due_date: isoDate.nullish().transform((value) => value ?? null),
  state: z.enum(['active', 'closed']),
});

/** GET /api/v4/projects/:id/issues/:iid */
export const gitlabIssueSchema = z.object({
  id,
  iid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  title: line(PROVIDER_TITLE_MAX),
  state: line(100),
  milestone: z.object({ id }).nullish(),
  web_url: z.url({ protocol: /^https?$/ }).max(2000),
});

/** A timelog of the GraphQL project.timelogs connection. */
export const gitlabTimelogSchema = z.object({
  id: id,
  spentAt: instant,
  /** Seconds. */
  timeSpent: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600),
  summary: paragraph(PROVIDER_TEXT_MAX),
  user: z.object({ id }),
  issue: z
    .object({ iid: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })
    .nullish(),
  mergeRequest: z
    .object({ iid: z.coerce.number().int().positive(), title: line(PROVIDER_TITLE_MAX) })
    .nullish(),
});
export type GitlabTimelog = z.output<typeof gitlabTimelogSchema>;

/** One page of project.timelogs: its nodes, parsed one by one, and where the next starts. */
export const gitlabTimelogPageSchema = z.object({
  data: z.object({
    project: z
      .object({
        timelogs: z.object({
          nodes: z.array(z.unknown()),
          pageInfo: z.object({
            hasNextPage: z.boolean(),
            endCursor: z.string().max(1000).nullish(),
          }),
        }),
      })
      .nullable(),
  }),
});
