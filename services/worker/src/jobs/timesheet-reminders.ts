import type { Queue } from 'bullmq';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  addDays,
  approvalDigests,
  autoLockKey,
  endedPeriods,
  localDate,
  submitRemindersDue,
  TIMESHEET_APPROVALS_DIGEST_JOB,
  TIMESHEET_LOCK_HORIZON_DAYS,
  TIMESHEET_REMINDER_EMAIL_JOB,
  TIMESHEET_REMINDERS_JOB,
  TIMESHEET_REMINDERS_SCHEDULER_ID,
  timesheetRemindersPattern,
  timesheetRemindersPayload,
  type IsoDate,
  type Settings,
  type TimesheetReminder,
} from '@teamledger/domain';
import {
  holidayDates,
  reportPeople,
  timesheetPeriodsEndingSince,
  timesheetPeriodsToDecide,
  usersByIds,
} from '@teamledger/read-models';
import type { JobDeps, JobHandler } from './index.js';
import { settingsFromLog } from './reminder-schedule.js';

/**
 * One reminder email of one period, kind and day: a run retried after a crash, or two runs
 * of a day, queue the same job, and BullMQ keeps one (the email job checks the stream too).
 */
export const timesheetReminderJobId = (
  userId: string,
  period: string,
  reminder: TimesheetReminder,
  date: IsoDate,
) => `${TIMESHEET_REMINDER_EMAIL_JOB}-${userId}-${period}-${reminder}-${date}`;

/** One approver's digest of one day, the same way. */
export const approvalsDigestJobId = (approverId: string, date: IsoDate) =>
  `${TIMESHEET_APPROVALS_DIGEST_JOB}-${approverId}-${date}`;

/** The run's job scheduler on weekdays at Settings' time, none while both are off; idempotent. */
export async function scheduleTimesheetReminders(queue: Queue, settings: Settings) {
  const { submit, approve, time } = settings.timesheetReminders;
  if (!submit && !approve) {
    await queue.removeJobScheduler(TIMESHEET_REMINDERS_SCHEDULER_ID);
    return null;
  }
  await queue.upsertJobScheduler(
    TIMESHEET_REMINDERS_SCHEDULER_ID,
    { pattern: timesheetRemindersPattern(time), tz: settings.companyTimeZone },
    { name: TIMESHEET_REMINDERS_JOB, data: {} },
  );
  return time;
}

/**
 * The working-day run of the timesheet reminders (D296, D297): the domain chooses who is
 * reminded to submit (submitRemindersDue) and what waits for each approver (approvalDigests)
 * from the read models; each email is its own job with a derived id, sent and recorded there.
 */
export function timesheetRemindersHandler({
  pool,
  queue,
  store,
  clock,
  companyTimeZone,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = timesheetRemindersPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${TIMESHEET_REMINDERS_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    // From the log, as the other daily runs read them (a read model may lag a change).
    const settings = await settingsFromLog(store, companyTimeZone);
    const { submit, approve } = settings.timesheetReminders;
    // Switched off after this run was queued: the scheduler is gone or going too.
    if (!submit && !approve) return { date: null, reminders: 0, digests: 0 };
    const today = localDate(clock.now(), settings.companyTimeZone);
    const kind = settings.timesheetPeriod;
    const first = endedPeriods(today, kind).at(-1)!.from;
    // Ahead too: the day a period locks by itself counts the holidays before it.
    const holidays = await holidayDates(pool, first, addDays(today, TIMESHEET_LOCK_HORIZON_DAYS));

    let reminders = 0;
    if (submit) {
      const [people, rows] = await Promise.all([
        reportPeople(pool, {
          from: first,
          to: addDays(today, -1),
          userIds: null,
          workspaceIds: null,
          teamName: null,
          hrReport: false,
        }),
        timesheetPeriodsEndingSince(pool, first),
      ]);
      const due = submitRemindersDue({
        today,
        kind,
        autoLockDays: settings.timesheetAutoLockDays,
        holidays,
        people: people.map((person) => ({ ...person, active: person.status === 'active' })),
        states: new Map(
          rows.map((row) => [
            autoLockKey(row.userId, row.period),
            { status: row.status, graceUntil: row.state.graceUntil },
          ]),
        ),
      });
      for (const { userId, period, reminder, submitBy } of due) {
        await queue.add(
          TIMESHEET_REMINDER_EMAIL_JOB,
          { userId, period: period.key, reminder, date: today, submitBy },
          { jobId: timesheetReminderJobId(userId, period.key, reminder, today) },
        );
      }
      reminders = due.length;
    }

    let digests = 0;
    if (approve) {
      const rows = (await timesheetPeriodsToDecide(pool)).filter(
        (row) => row.status === 'submitted' && row.state.submitted !== null,
      );
      const people = new Map(
        (await usersByIds(pool, [...new Set(rows.map((row) => row.userId))])).map((person) => [
          person.id,
          person,
        ]),
      );
      const approvers = await usersByIds(pool, [
        ...new Set([...people.values()].flatMap((person) => person.leadIds.slice(0, 1))),
        ...(settings.hrUserId === null ? [] : [settings.hrUserId]),
      ]);
      const waiting = approvalDigests({
        today,
        holidays,
        hrUserId: settings.hrUserId,
        approver: settings.leaveApprover,
        activeIds: new Set(
          approvers.filter((person) => person.status === 'active').map((person) => person.id),
        ),
        waiting: rows.flatMap((row) => {
          const person = people.get(row.userId);
          if (!person) return [];
          return [
            {
              userId: row.userId,
              period: row.period,
              hours: row.state.submitted!.total,
              submittedOn: row.state.submitted!.on,
              lead1Id: person.leadIds[0] ?? null,
            },
          ];
        }),
      });
      for (const [approverId, periods] of waiting) {
        await queue.add(
          TIMESHEET_APPROVALS_DIGEST_JOB,
          {
            approverId,
            date: today,
            periods: periods.map(({ userId, period }) => ({ userId, period })),
          },
          { jobId: approvalsDigestJobId(approverId, today) },
        );
      }
      digests = waiting.size;
    }
    // Counts only: job results sit in Redis in clear text.
    return { date: today, reminders, digests };
  };
}
