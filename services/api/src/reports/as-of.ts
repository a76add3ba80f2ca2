import type { FastifyInstance } from 'fastify';
import {
  factDaysByPerson,
  reportedFrom,
  reportedUntil,
  type CompanyCalendar,
  type FactDay,
  type IsoDate,
  type TimesheetRow,
} from '@teamledger/domain';
import { usersByIds } from '@teamledger/read-models';
import { readEvidence } from '../explain/evidence.js';

/** Some people's days over a range as they stood at an instant, and the calendar then. */
export interface AsOfDays {
  company: CompanyCalendar;
  days: Map<string, FactDay[]>;
}

/**
 * A report "as of" an instant (its `asOf` query parameter): the days of the people asked
 * from `from` to `to` with their facts as recorded by that instant, made from the events of
 * their streams by the same domain functions the user_days projection runs (foldEvidence,
 * dayFacts), so the report's own row functions take them in place of the read model's.
 * The work dates asked for and the recorded time are two cutoffs: days after today are
 * still never counted, whatever the instant.
 */
export async function asOfDays(
  app: FastifyInstance,
  userIds: readonly string[],
  { from, to, asOf }: { from: IsoDate; to: IsoDate; asOf: string },
): Promise<AsOfDays> {
  const { evidence } = await readEvidence(app, { userIds, from, to, asOf });
  return { company: evidence.calendar, days: factDaysByPerson(evidence) };
}

/**
 * A page of TimeSheet rows with each row's hours as recorded by `asOf`: the entries on its
 * workspace and milestone, as they stood then, of the days its person is listed on. The
 * rows are the report's rows now (a row whose entries all came later shows 0).
 */
export async function asOfTimesheetRows(
  app: FastifyInstance,
  rows: readonly TimesheetRow[],
  { from, to, asOf }: { from: IsoDate; to: IsoDate; asOf: string },
): Promise<TimesheetRow[]> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [{ evidence }, people] = await Promise.all([
    readEvidence(app, { userIds, from, to, asOf }),
    usersByIds(app.deps.pool, userIds),
  ]);
  const spans = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => {
    const person = spans.get(row.userId);
    const since = person ? reportedFrom(person, from) : from;
    const until = person ? reportedUntil(person, to) : to;
    let cents = 0;
    for (const day of evidence.people.get(row.userId)?.values() ?? []) {
      for (const entry of day.entries) {
        if (
          entry.date >= since &&
          entry.date <= until &&
          entry.workspaceId === row.workspace.id &&
          entry.milestoneId === (row.milestone?.id ?? null)
        ) {
          cents += Math.round(entry.hours * 100);
        }
      }
    }
    return { ...row, totalHours: cents / 100 };
  });
}
