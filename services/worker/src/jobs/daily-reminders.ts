import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import {
  DAILY_REMINDERS_JOB,
  DAILY_RUN_REQUESTER,
  LEAD_DIGEST_JOB,
  dailyRemindersPayload,
  dueForReminder,
  leadDigests,
  localDate,
  reminderDecider,
  reminderIdName,
  reminderStream,
  REMINDER_ID_NAMESPACE,
  type IsoDate,
  type ReminderSubject,
} from '@teamledger/domain';
import { executeCommand } from '@teamledger/eventstore';
import { uuidV5 } from '@teamledger/platform';
import {
  holidayDates,
  leaveDatesOfPeople,
  reportPeople,
  userDaysOfPeople,
  usersByIds,
} from '@teamledger/read-models';
import type { JobDeps, JobHandler } from './index.js';
import { settingsFromLog } from './reminder-schedule.js';

/**
 * One reminder per person, subject and day, the same id as one sent from the report: a run
 * retried after a crash (or a scheduler that fired twice) asks for the same reminder again,
 * and the reminders stream records nothing more.
 */
export const dailyReminderId = (subject: ReminderSubject, date: IsoDate, userId: string) =>
  uuidV5(reminderIdName(subject, date, userId), REMINDER_ID_NAMESPACE);

/** A lead's digest of one run: a BullMQ id, so a retried run queues the same job, not a second. */
export const leadDigestJobId = (subject: ReminderSubject, date: IsoDate, leadId: string) =>
  `${LEAD_DIGEST_JOB}-${subject}-${date}-${leadId}`;

/**
 * A daily reminder run, started by its job scheduler. It asks for each due person's reminder
 * as the API does (ReminderRequested on their reminders stream); the reminder-email reaction
 * and job then send it exactly as a reminder sent from the report, and record ReminderSent.
 * Then it queues one digest per lead of those people.
 */
export function dailyRemindersHandler({
  pool,
  store,
  queue,
  clock,
  companyTimeZone,
}: JobDeps): JobHandler {
  return async (job) => {
    const payload = dailyRemindersPayload.safeParse(job.data);
    if (!payload.success) {
      throw new UnrecoverableError(
        `Invalid ${DAILY_REMINDERS_JOB} payload: ${z.prettifyError(payload.error)}`,
      );
    }
    const { subject } = payload.data;
    const settings = await settingsFromLog(store, companyTimeZone);
    // Switched off after this run was queued: the scheduler is gone or going too.
    if (!settings.reminderSchedule[subject].enabled) return { date: null, due: 0 };
    const now = clock.now();
    const date = localDate(now, settings.companyTimeZone);

    const listed = await reportPeople(pool, {
      from: date,
      to: date,
      userIds: null,
      workspaceIds: null,
      teamName: null,
      hrReport: false,
    });
    const ids = listed.filter((person) => person.status === 'active').map((person) => person.id);
    const [people, holidays, leaves, days] = await Promise.all([
      usersByIds(pool, ids),
      holidayDates(pool, date, date),
      leaveDatesOfPeople(pool, ids, date, date),
      userDaysOfPeople(pool, ids, date, date),
    ]);
    const due = dueForReminder({
      subject,
      date,
      holidays,
      people: people
        .filter((person) => person.status === 'active')
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
      onLeave: new Set([...leaves].filter(([, dates]) => dates.has(date)).map(([id]) => id)),
      days: new Map(
        [...days].flatMap(([id, [day]]) =>
          day
            ? [[id, { hasStandup: day.firstStandupAt !== null, hoursLogged: day.hoursLogged }]]
            : [],
        ),
      ),
      minimumHours: settings.reminderSchedule.lessHours.minimumHours,
    });

    for (const person of due) {
      const reminderId = dailyReminderId(subject, date, person.id);
      await executeCommand(
        store,
        reminderStream(person.id),
        reminderDecider,
        {
          type: 'RequestReminder',
          data: {
            reminderId,
            userId: person.id,
            subject,
            date,
            requestedBy: DAILY_RUN_REQUESTER,
            recipient: person,
            senderRemindsAnyone: true,
            today: date,
          },
        },
        {
          actorId: null,
          at: now,
          correlationId: `${DAILY_REMINDERS_JOB}-${subject}-${date}`,
          source: 'system',
        },
      );
    }
    const digests = leadDigests(due);
    for (const [leadId, userIds] of digests) {
      await queue.add(
        LEAD_DIGEST_JOB,
        { leadId, subject, date, userIds },
        { jobId: leadDigestJobId(subject, date, leadId) },
      );
    }
    // Ids and counts only: job results sit in Redis in clear text.
    return { date, due: due.length, digests: digests.size };
  };
}
