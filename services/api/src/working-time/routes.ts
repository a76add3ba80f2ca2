import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  assertAsOfPast,
  DEFAULT_WEEK_HOURS,
  forbidden,
  invalid,
  isNonUser,
  notFound,
  rangeDays,
  recordedBy,
  workingTimeDecider,
  workingTimeEndpoints,
  workingTimeStream,
  type IsoDate,
  type WorkingTime,
} from '@teamledger/domain';
import { findUserById, userNames, type UserRow } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { createdId } from '../commands/command-ids.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
import { asOfPeople } from '../reports/as-of-people.js';
import { overtimeOf } from './overtime.js';

/** An overtime period is at most a year long. */
const OVERTIME_MAX_DAYS = 366;

/** A person's working time may be read by them, their leads, HR and non-users. */
export const mayReadWorkingTimeOf = (
  viewer: { id: string; role: UserRow['role']; isHr: boolean },
  person: Pick<UserRow, 'id' | 'leadIds'>,
) =>
  viewer.id === person.id || isNonUser(viewer) || viewer.isHr || person.leadIds.includes(viewer.id);

async function personOf(app: FastifyInstance, id: string): Promise<UserRow> {
  const person = await findUserById(app.deps.pool, id);
  if (!person || person.status === 'deleted') throw notFound('This person');
  return person;
}

/**
 * The contracts and adjustments as their stream holds them, with who recorded each; with
 * `asOf`, those recorded by then (recordedBy, as the Overtime report's fold reads them).
 */
async function workingTimeOf(
  app: FastifyInstance,
  userId: string,
  asOf: string | null = null,
): Promise<WorkingTime> {
  const recorded = (await app.deps.store.readStream(workingTimeStream(userId))).map((event) => ({
    id: event.id,
    stream: event.stream,
    position: event.position,
    recordedAt: event.metadata.at,
    actorId: event.metadata.actorId,
    source: event.metadata.source,
    event: workingTimeDecider.parse(event),
  }));
  const events = recordedBy(recorded, asOf);
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((id): id is string => !!id))];
  const names = await userNames(app.deps.pool, actorIds);
  const by = (actorId: string | null) =>
    actorId ? { id: actorId, name: names.get(actorId) ?? 'Unknown' } : null;
  const contracts = new Map<string, WorkingTime['contracts'][number]>();
  const adjustments: WorkingTime['adjustments'] = [];
  for (const { recordedAt, actorId, event } of events) {
    const meta = { by: by(actorId), at: recordedAt };
    if (event.type === 'WorkingTimeSet') {
      const { effectiveFrom, weekHours, reason } = event.data;
      contracts.set(effectiveFrom, { effectiveFrom, weekHours, reason, ...meta });
    } else {
      const { adjustmentId, date, hours, reason } = event.data;
      adjustments.push({ id: adjustmentId, date, hours, reason, ...meta });
    }
  }
  return {
    userId,
    defaultWeekHours: [...DEFAULT_WEEK_HOURS],
    contracts: [...contracts.values()].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1)),
    adjustments,
  };
}

/** The period asked, this month up to today when left out; at most a year, in order. */
function overtimePeriod(
  query: { from?: IsoDate | undefined; to?: IsoDate | undefined },
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (to < from) {
    throw invalid('range_order', 'The last day cannot be before the first day.', {
      to: 'The last day cannot be before the first day.',
    });
  }
  if (rangeDays(from, to) > OVERTIME_MAX_DAYS) {
    const message = `Choose at most ${OVERTIME_MAX_DAYS} days.`;
    throw invalid('range_too_long', message, { to: message });
  }
  return { from, to };
}

export const workingTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  implement(app, workingTimeEndpoints.workingTime, {
    handler: async (request) => {
      const person = await personOf(app, request.params.id);
      if (!mayReadWorkingTimeOf(requireUser(request), person)) throw forbidden();
      const { asOf } = request.query;
      assertAsOfPast(asOf, app.deps.clock.now());
      return workingTimeOf(app, person.id, asOf ?? null);
    },
  });

  implement(app, workingTimeEndpoints.setWorkingTime, {
    handler: async (request) => {
      const person = await personOf(app, request.params.id);
      const { effectiveFrom, weekHours, reason } = request.body;
      await runCommand(app, request, workingTimeStream(person.id), workingTimeDecider, {
        type: 'SetWorkingTime',
        data: { userId: person.id, effectiveFrom, weekHours, reason },
      });
      return workingTimeOf(app, person.id);
    },
  });

  implement(app, workingTimeEndpoints.adjustOvertime, {
    handler: async (request, reply) => {
      const person = await personOf(app, request.params.id);
      const adjustmentId = createdId(request, 'overtime-adjustment');
      const { date, hours, reason } = request.body;
      await runCommand(app, request, workingTimeStream(person.id), workingTimeDecider, {
        type: 'AdjustOvertime',
        data: { userId: person.id, adjustmentId, date, hours, reason },
      });
      return reply.status(201).send({ id: adjustmentId });
    },
  });

  implement(app, workingTimeEndpoints.overtime, {
    handler: async (request) => {
      const person = await personOf(app, request.params.id);
      if (!mayReadWorkingTimeOf(requireUser(request), person)) throw forbidden();
      const { now, today } = await companyNow(app, request);
      const { asOf } = request.query;
      assertAsOfPast(asOf, now);
      const period = overtimePeriod(request.query, today);
      // As of an instant, the person's name, join and leave days as the Overtime report
      // then listed them (who may ask is today's).
      const [then] =
        asOf === undefined
          ? []
          : await asOfPeople(
              app,
              {
                ...period,
                userIds: [person.id],
                workspaceIds: null,
                teamName: null,
                hrReport: false,
              },
              asOf,
            );
      const asked = then
        ? { ...person, name: then.name, joinedOn: then.joinedOn, leftOn: then.leftOn }
        : person;
      const result = (await overtimeOf(app, request, [asked], period, asOf ?? null)).get(
        person.id,
      )!;
      return { user: { id: person.id, name: asked.name }, ...period, ...result };
    },
  });
};
