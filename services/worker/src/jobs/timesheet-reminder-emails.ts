import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  isOpenForChanges,
  periodOfKey,
  periodTitle,
  revisionHours,
  TIMESHEET_APPROVALS_DIGEST_JOB,
  TIMESHEET_REMINDER_EMAIL_JOB,
  TIMESHEET_REMINDERS_JOB,
  timesheetApprovalsDigestPayload,
  timesheetApproverDecider,
  timesheetApproverStream,
  timesheetDecider,
  timesheetReminderEmailPayload,
  timesheetStream,
  wasReminded,
  type IsoDate,
  type TimesheetReminder,
} from '@teamledger/domain';
import { executeCommand, foldStream } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import { findUserById, userDaysOfPeople, userNames } from '@teamledger/read-models';
import { timesheetApprovalsDigestEmail, timesheetReminderEmail } from '../mail/templates.js';
import type { JobDeps, JobHandler } from './index.js';

/** Namespace of the timesheet reminders' event ids (RFC 9562 version 5). */
const TIMESHEET_REMINDER_NAMESPACE = '5b7e2c1a-9d4f-4e3b-8a6c-2f1e0d9c8b7a';

/** The record of one reminder of one period and day: two jobs of it store one event. */
export const timesheetReminderEventId = (
  userId: string,
  period: string,
  reminder: TimesheetReminder,
  date: IsoDate,
) =>
  uuidV5(
    `${timesheetStream(userId, period)}:reminder:${reminder}:${date}`,
    TIMESHEET_REMINDER_NAMESPACE,
  );

/** The record of one approver's digest of one day. */
export const approvalsDigestEventId = (approverId: string, date: IsoDate) =>
  uuidV5(`${timesheetApproverStream(approverId)}:${date}`, TIMESHEET_REMINDER_NAMESPACE);

const context = (date: IsoDate, at: Date) => ({
  actorId: null,
  at,
  correlationId: `${TIMESHEET_REMINDERS_JOB}-${date}`,
  source: 'system' as const,
});

/**
 * Reminds a person to submit a period (D296). Safe to run twice: the send is recorded as
 * TimesheetReminderEmailed in the period's stream, and a reminder of that day that has it
 * sends nothing; neither does a period submitted, approved or locked since the run.
 */
export function timesheetReminderEmailHandler({
  pool,
  store,
  mailer,
  clock,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = timesheetReminderEmailPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${TIMESHEET_REMINDER_EMAIL_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { userId, period: key, reminder, date, submitBy } = payload.data;
    const period = periodOfKey(key);
    if (period === null) throw new UnrecoverableError(`${key} is not a timesheet period.`);
    const stream = timesheetStream(userId, key);
    const state = foldStream(timesheetDecider, await store.readStream(stream));
    if (wasReminded(state, { reminder, on: date })) return { sent: false };
    if (!isOpenForChanges(state.status)) return { sent: false };
    const person = await findUserById(pool, userId);
    if (!person || person.status !== 'active') return { sent: false };
    const days = (await userDaysOfPeople(pool, [userId], period.from, period.to)).get(userId);
    const { total } = revisionHours(
      period,
      (days ?? []).map((day) => ({ date: day.date, hours: day.hoursLogged })),
    );
    await mailer.sendMail(
      timesheetReminderEmail({
        period: periodTitle(period),
        person: { name: person.name, address: person.email },
        hours: total,
        submitBy,
        rejected: state.status === 'rejected',
        siteUrl,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      timesheetDecider,
      {
        type: 'RecordTimesheetReminderEmail',
        data: {
          userId,
          period: key,
          from: period.from,
          to: period.to,
          reminder,
          on: date,
          hours: total,
          email: person.email,
          at: at.toISOString(),
        },
      },
      context(date, at),
      { eventId: () => timesheetReminderEventId(userId, key, reminder, date) },
    );
    return { sent: true };
  };
}

/**
 * Emails an approver the periods waiting for their decision (D297): each listed period is
 * read again from its stream, and only those still submitted are listed; none, no email.
 * Recorded once a day in the approver's stream (TimesheetApprovalsReminded).
 */
export function timesheetApprovalsDigestHandler({
  pool,
  store,
  mailer,
  clock,
  siteUrl,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = timesheetApprovalsDigestPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${TIMESHEET_APPROVALS_DIGEST_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { approverId, date, periods } = payload.data;
    const stream = timesheetApproverStream(approverId);
    if (
      foldStream(timesheetApproverDecider, await store.readStream(stream)).remindedOn.includes(date)
    ) {
      return { sent: false };
    }
    const approver = await findUserById(pool, approverId);
    if (!approver || approver.status !== 'active') return { sent: false };
    const states = await Promise.all(
      periods.map(async ({ userId, period }) =>
        foldStream(timesheetDecider, await store.readStream(timesheetStream(userId, period))),
      ),
    );
    const waiting = periods.flatMap(({ userId, period }, index) => {
      const { status, submitted } = states[index]!;
      if (status !== 'submitted' || submitted === null || userId === approverId) return [];
      return [{ userId, period, hours: submitted.total, submittedOn: submitted.on }];
    });
    if (waiting.length === 0) return { sent: false };
    const names = await userNames(pool, [...new Set(waiting.map((row) => row.userId))]);
    // They are in the store already, so a miss is a projector a moment behind: retry.
    if (waiting.some((row) => !names.has(row.userId))) {
      throw new Error(`The read models do not show the people waiting for ${approverId} yet.`);
    }
    await mailer.sendMail(
      timesheetApprovalsDigestEmail({
        approver: { name: approver.name, address: approver.email },
        date,
        periods: waiting.map((row) => ({
          person: names.get(row.userId)!,
          period: periodTitle(periodOfKey(row.period)!),
          hours: row.hours,
          submittedOn: row.submittedOn,
        })),
        siteUrl,
      }),
    );
    const at = clock.now();
    await executeCommand(
      store,
      stream,
      timesheetApproverDecider,
      {
        type: 'RecordTimesheetApprovalsReminder',
        data: { approverId, on: date, periods: waiting, to: approver.email, at: at.toISOString() },
      },
      context(date, at),
      { eventId: () => approvalsDigestEventId(approverId, date) },
    );
    return { sent: true, periods: waiting.length };
  };
}
