import type { FastifyInstance } from 'fastify';
import {
  datesInRange,
  periodsHolding,
  timesheetDecider,
  timesheetLockOf,
  timesheetStream,
  worklogDayStream,
  worklogDecider,
  type IsoDate,
  type PeriodLock,
  type TimesheetDay,
  type TimesheetPeriod,
} from '@teamledger/domain';
import { foldStream } from '@teamledger/eventstore';
import { underAdvisoryLock } from '../commands/advisory-lock.js';

/**
 * Changes to one person's hours and the steps of their timesheet periods take turns
 * (docs/decisions.md D150, D290): a period is read, then a day's hours decided against it,
 * with no submit or approval between.
 */
export const underPersonHoursLock = <T>(
  app: FastifyInstance,
  userId: string,
  work: () => Promise<T>,
) => underAdvisoryLock(app.deps.pool, `teamledger.worklog-corrections:${userId}`, work);

/**
 * The locks of the periods (its week's and its month's, D291) holding each date, read from
 * their streams in the command, never from a read model.
 */
export async function periodLocks(
  app: FastifyInstance,
  userId: string,
  ownerName: string,
  dates: readonly IsoDate[],
): Promise<PeriodLock[]> {
  const periods = new Map<string, TimesheetPeriod>();
  for (const date of dates) {
    for (const period of periodsHolding(date)) periods.set(period.key, period);
  }
  const locks = await Promise.all(
    [...periods.values()].map(async (period) => {
      const events = await app.deps.store.readStream(timesheetStream(userId, period.key));
      return timesheetLockOf(foldStream(timesheetDecider, events), period, ownerName);
    }),
  );
  return locks.filter((lock) => lock !== null);
}

/** The hours of each day of the period as its day streams hold them now. */
export async function periodDayHours(
  app: FastifyInstance,
  userId: string,
  period: TimesheetPeriod,
): Promise<TimesheetDay[]> {
  return Promise.all(
    datesInRange(period.from, period.to).map(async (date) => {
      const events = await app.deps.store.readStream(worklogDayStream(userId, date));
      return { date, hours: foldStream(worklogDecider, events).hours };
    }),
  );
}
