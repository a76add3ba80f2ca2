import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_WEEK_HOURS,
  forbidden,
  invalid,
  isNonUser,
  notFound,
  rangeDays,
  workingTimeDecider,
  workingTimeEndpoints,
  workingTimeStream,
  type IsoDate,
  type WorkingTime,
} from '@teamledger/domain';
import { findUserById, readSettings, userNames, type UserRow } from '@teamledger/read-models';
import { requireUser } from '../access/plugin.js';
import { companyNow } from '../calendar/company-today.js';
import { createdId } from '../commands/command-ids.js';
import { runCommand } from '../commands/run.js';
import { implement } from '../implement.js';
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

/** The contracts and adjustments as their stream holds them, with who recorded each. */
async function workingTimeOf(app: FastifyInstance, userId: string): Promise<WorkingTime> {
  const events = (await app.deps.store.readStream(workingTimeStream(userId))).map((recorded) => ({
    recorded,
    event: workingTimeDecider.parse(recorded),
  }));
  const actorIds = [
    ...new Set(events.map((e) => e.recorded.metadata.actorId).filter((id): id is string => !!id)),
  ];
  const names = await userNames(app.deps.pool, actorIds);
  const by = (actorId: string | null) =>
    actorId ? { id: actorId, name: names.get(actorId) ?? 'Unknown' } : null;
  const contracts = new Map<string, WorkingTime['contracts'][number]>();
  const adjustments: WorkingTime['adjustments'] = [];
  for (const { recorded, event } of events) {
    const meta = { by: by(recorded.metadata.actorId), at: recorded.metadata.at };
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
      return workingTimeOf(app, person.id);
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
      const { today } = await companyNow(app, request);
      const period = overtimePeriod(request.query, today);
      const settings =
        request.companySettings ?? (await readSettings(app.deps.pool, app.deps.config.COMPANY_TZ));
      const result = (await overtimeOf(app, request, [person], period)).get(person.id)!;
      return {
        user: { id: person.id, name: person.name },
        ...period,
        ...result,
        carryOverCap: settings.overtimeCarryOverHours,
      };
    },
  });
};
