import type { FastifyInstance } from 'fastify';
import {
  factDaysByPerson,
  type CompanyCalendar,
  type FactDay,
  type IsoDate,
} from '@teamledger/domain';
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
