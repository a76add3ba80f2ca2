import type { Queue } from 'bullmq';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  addDays,
  autoLockKey,
  endedPeriods,
  localDate,
  SETTINGS_STREAM,
  settingsDecider,
  periodsToLock,
  TIMESHEET_AUTO_LOCK_JOB,
  TIMESHEET_AUTO_LOCK_PATTERN,
  TIMESHEET_AUTO_LOCK_SCHEDULER_ID,
  timesheetAutoLockPayload,
  timesheetDecider,
  timesheetStream,
  type Settings,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { holidayDates, reportPeople, timesheetPeriodsEndingSince } from '@teamledger/read-models';
import type { JobDeps, JobHandler } from './index.js';

/** Namespace of the automatic locks' event ids (RFC 9562 version 5). */
const AUTO_LOCK_NAMESPACE = '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f';

/**
 * The id of the lock of one period after one grace (or none): a run retried after a crash,
 * or two runs at once, offer the same id and the store keeps one event (D294).
 */
export const autoLockEventId = (userId: string, period: string, graceUntil: string | null) =>
  uuidV5(`${timesheetStream(userId, period)}:auto-lock:${graceUntil ?? ''}`, AUTO_LOCK_NAMESPACE);

/** The daily run's job scheduler, at 00:15 in the company time zone; idempotent. */
export async function scheduleTimesheetAutoLock(queue: Queue, settings: Settings) {
  await queue.upsertJobScheduler(
    TIMESHEET_AUTO_LOCK_SCHEDULER_ID,
    { pattern: TIMESHEET_AUTO_LOCK_PATTERN, tz: settings.companyTimeZone },
    { name: TIMESHEET_AUTO_LOCK_JOB, data: {} },
  );
}

/**
 * Locks the periods left open Settings' `timesheetAutoLockDays` working days after their end
 * (periodsToLock decides which, from the read models); each lock is decided again on its
 * period's stream (LockTimesheet), so a period submitted or given grace meanwhile stays open.
 */
export function timesheetAutoLockHandler({
  pool,
  store,
  clock,
  companyTimeZone,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = timesheetAutoLockPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${TIMESHEET_AUTO_LOCK_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    // From the log, as the daily reminder run reads them (a read model may lag a change).
    const settings = foldStream(
      settingsDecider(companyTimeZone),
      await store.readStream(SETTINGS_STREAM),
    );
    const now = clock.now();
    const today = localDate(now, settings.companyTimeZone);
    const autoLockDays = settings.timesheetAutoLockDays;
    if (autoLockDays <= 0) return { date: today, locked: 0 };
    const kind = settings.timesheetPeriod;
    const periods = endedPeriods(today, kind);
    const first = periods.at(-1)!.from;
    const [people, rows, holidays] = await Promise.all([
      reportPeople(pool, {
        from: first,
        to: addDays(today, -1),
        userIds: null,
        workspaceIds: null,
        teamName: null,
        hrReport: false,
      }),
      timesheetPeriodsEndingSince(pool, first),
      holidayDates(pool, first, today),
    ]);
    const due = periodsToLock({
      today,
      kind,
      autoLockDays,
      holidays,
      people,
      states: new Map(
        rows.map((row) => [
          autoLockKey(row.userId, row.period),
          { status: row.status, graceUntil: row.state.graceUntil },
        ]),
      ),
    });
    let locked = 0;
    for (const { userId, period } of due) {
      const grace = rows.find((row) => row.userId === userId && row.period === period.key);
      const result = await executeCommand(
        store,
        timesheetStream(userId, period.key),
        timesheetDecider,
        { type: 'LockTimesheet', data: { userId, period, today, autoLockDays, holidays } },
        {
          actorId: null,
          at: now,
          correlationId: `${TIMESHEET_AUTO_LOCK_JOB}-${today}`,
          source: 'system',
        },
        {
          eventId: () => autoLockEventId(userId, period.key, grace?.state.graceUntil ?? null),
        },
      );
      locked += result.events.length;
    }
    // Counts only: job results sit in Redis in clear text.
    return { date: today, locked };
  };
}
