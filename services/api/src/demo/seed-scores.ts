import {
  localDate,
  scoreDecider,
  scoredMonthOf,
  scoreStream,
  shiftMonth,
  templateDecider,
  templateStream,
  templateTeamReservation,
  type ScoreCommand,
  type ScoreDetails,
} from '@teamledger/domain';
import { executeCommand, type CommandContext, type EventStore } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { reserveAll } from '../commands/reservations.js';
import { userIdForEmail } from '../users/user-id.js';
import { DEMO_WORKSPACES, demoTeamId } from './seed-people-admin.js';

const SCORES_NAMESPACE = '6a1c2d3e-4f50-4a61-8b72-93a4b5c6d7e8';
export const demoTemplateId = (name: string) => uuidV5(`template:${name}`, SCORES_NAMESPACE);

/** One template per kind of work; every demo team has one. */
export const DEMO_TEMPLATES = [
  {
    name: 'Engineering',
    teams: ['Platform'],
    fields: ['Code quality', 'Delivery', 'Teamwork', 'Communication'],
  },
  {
    name: 'Operations',
    teams: ['Management', 'People'],
    fields: ['Ownership', 'Communication', 'Reliability'],
  },
] as const;

const rated = (fields: readonly string[], ratings: number[]) =>
  fields.map((name, index) => ({ name, rating: ratings[index] ?? 3 }));
const general = (fields: readonly string[], ratings: number[]): ScoreDetails => ({
  type: 'general',
  criteria: rated(fields, ratings),
});

/**
 * The demo's score templates and the scores of the last three scored months in every
 * state: approved, submitted (waiting for approval) and a lead's draft, with HR comments
 * on some, so /scores, the chart and the history show something on the first start.
 * Idempotent: a template or a score month whose stream exists is left alone.
 */
export async function seedDemoScores(
  store: EventStore,
  context: Omit<CommandContext, 'source'>,
  companyTimeZone: string,
  domain: string,
): Promise<void> {
  const isNew = async (stream: string) => (await store.readStream(stream)).length === 0;
  const id = (key: string) => userIdForEmail(`${key}@${domain}`);
  const system = (actorId: string | null, at: Date): CommandContext => ({
    ...context,
    actorId,
    at,
    source: 'system',
  });
  const teamIds = ['Platform', 'Management', 'People'].map(demoTeamId);
  for (const template of DEMO_TEMPLATES) {
    const templateId = demoTemplateId(template.name);
    if (!(await isNew(templateStream(templateId)))) continue;
    const templateTeams = template.teams.map(demoTeamId);
    await reserveAll(
      store,
      [...templateTeams].sort().map((key) => ({ kind: templateTeamReservation, key })),
      templateId,
      system(null, context.at),
    );
    await executeCommand(
      store,
      templateStream(templateId),
      templateDecider,
      {
        type: 'CreateTemplate',
        data: {
          templateId,
          name: template.name,
          teamIds: templateTeams,
          fields: [...template.fields],
          liveTeamIds: teamIds,
        },
      },
      system(null, context.at),
    );
  }

  const engineering = DEMO_TEMPLATES[0];
  const templateInput = { name: engineering.name, fields: [...engineering.fields] };
  const lead = id('lead');
  const hr = id('hr');
  const admin = id('admin');
  const current = scoredMonthOf(localDate(context.at, companyTimeZone));
  // An older month is scored early in the month after it; the current one just now.
  const savedAt = (month: string, hour: number) => {
    if (month === current) return context.at;
    return new Date(`${shiftMonth(month, 1)}-03T${String(hour).padStart(2, '0')}:00:00Z`);
  };
  const [platformCore, mobileApp] = DEMO_WORKSPACES.filter((w) => w.key !== 'hq');
  const projects: ScoreDetails = {
    type: 'project',
    projects: [
      { name: platformCore!.name, weightage: 70, comments: 'Owned the export.', criteria: [] },
      { name: mobileApp!.name, weightage: 30, comments: '', criteria: [] },
    ].map((project, index) => ({
      ...project,
      criteria: rated(engineering.fields, index === 0 ? [5, 4, 4, 5] : [4, 4, 3, 4]),
    })),
  };

  type Plan = { month: string; steps: { actor: string; command: ScoreCommand }[] };
  const save = (
    userId: string,
    month: string,
    step: 'lead1' | 'hr',
    status: 'draft' | 'submitted',
    score: ScoreDetails | null,
    comments: string,
  ): { actor: string; command: ScoreCommand } => ({
    actor: step === 'hr' ? hr : lead,
    command: {
      type: 'SaveScoreStep',
      data: {
        userId,
        month,
        step,
        actor: step === 'hr' ? { id: hr, isHr: true } : { id: lead, isHr: false },
        status,
        baseVersion: 0,
        score,
        comments,
        leadIds: [lead],
        template: templateInput,
        hoursLogged: true,
        latestScorableMonth: current,
      },
    },
  });
  const approve = (userId: string, month: string) => ({
    actor: admin,
    command: { type: 'ApproveScore', data: { userId, month, approvedBy: admin } } as ScoreCommand,
  });
  const plans: { userId: string; months: Plan[] }[] = [
    {
      userId: id('user'),
      months: [
        {
          month: shiftMonth(current, -2),
          steps: [
            save(
              id('user'),
              shiftMonth(current, -2),
              'lead1',
              'submitted',
              general(engineering.fields, [4, 5, 4, 4]),
              'Shipped the timesheet export on time.',
            ),
            save(
              id('user'),
              shiftMonth(current, -2),
              'hr',
              'submitted',
              null,
              'Discussed in the monthly review.',
            ),
            approve(id('user'), shiftMonth(current, -2)),
          ],
        },
        {
          month: shiftMonth(current, -1),
          steps: [
            save(
              id('user'),
              shiftMonth(current, -1),
              'lead1',
              'submitted',
              projects,
              'Strong month on both apps.',
            ),
          ],
        },
        {
          month: current,
          steps: [
            save(
              id('user'),
              current,
              'lead1',
              'draft',
              general(engineering.fields, [3, 4, 4, 3]),
              'Draft: waiting for the release.',
            ),
          ],
        },
      ],
    },
    {
      userId: id('provider'),
      months: [
        {
          month: shiftMonth(current, -2),
          steps: [
            save(
              id('provider'),
              shiftMonth(current, -2),
              'lead1',
              'submitted',
              general(engineering.fields, [3, 3, 4, 3]),
              'Solid support work.',
            ),
            approve(id('provider'), shiftMonth(current, -2)),
          ],
        },
        {
          month: shiftMonth(current, -1),
          steps: [
            save(
              id('provider'),
              shiftMonth(current, -1),
              'lead1',
              'submitted',
              general(engineering.fields, [4, 4, 4, 3]),
              'Picked up the sync bugs.',
            ),
            save(
              id('provider'),
              shiftMonth(current, -1),
              'hr',
              'submitted',
              null,
              'Asked for a training budget.',
            ),
          ],
        },
      ],
    },
  ];
  for (const { userId, months } of plans) {
    for (const { month, steps } of months) {
      const stream = scoreStream(userId, month);
      if (!(await isNew(stream))) continue;
      for (const [index, { actor, command }] of steps.entries()) {
        await executeCommand(
          store,
          stream,
          scoreDecider,
          command,
          system(actor, new Date(savedAt(month, 10 + index).getTime() + index * 60_000)),
        );
      }
    }
  }
}
