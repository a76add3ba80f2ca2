import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overtimeBalance, type IsoDate } from '@teamledger/domain';
import {
  adjustmentsOf,
  contractsOf,
  firstRecordedDays,
  holidayDates,
  overtimeFacts,
  readSettings,
  type UserRow,
} from '@teamledger/read-models';

/** The balance is worked out from at most this many years back. */
const OVERTIME_MAX_YEARS = 5;

/**
 * The overtime of some people over a period (overtimeBalance): the facts of each from their
 * first day (joined, else their first record, at most OVERTIME_MAX_YEARS back) to `to`.
 */
export async function overtimeOf(
  app: FastifyInstance,
  request: FastifyRequest,
  people: readonly Pick<UserRow, 'id' | 'joinedOn' | 'leftOn' | 'registeredAt'>[],
  period: { from: IsoDate; to: IsoDate },
) {
  const { pool } = app.deps;
  const settings =
    request.companySettings ?? (await readSettings(pool, app.deps.config.COMPANY_TZ));
  const ids = people.map((person) => person.id);
  const earliest = `${Number(period.to.slice(0, 4)) - OVERTIME_MAX_YEARS}-01-01`;
  const firstRecords = await firstRecordedDays(pool, ids);
  const firstDays = new Map(
    people.map((person) => {
      const registered = person.registeredAt.toISOString().slice(0, 10);
      const recorded = firstRecords.get(person.id);
      const first =
        person.joinedOn ??
        (recorded !== undefined && recorded < registered ? recorded : registered);
      return [person.id, first < earliest ? earliest : first];
    }),
  );
  const start = [...firstDays.values(), period.from].reduce((min, day) => (day < min ? day : min));
  const [contracts, adjustments, facts, holidays] = await Promise.all([
    contractsOf(pool, ids),
    adjustmentsOf(pool, ids, period.to),
    overtimeFacts(pool, ids, start, period.to),
    holidayDates(pool, start, period.to),
  ]);
  return new Map(
    people.map((person) => [
      person.id,
      overtimeBalance({
        firstDay: firstDays.get(person.id)!,
        leftOn: person.leftOn,
        ...period,
        contracts: contracts.get(person.id) ?? [],
        holidays,
        leave: facts.get(person.id)?.leave ?? new Map(),
        logged: facts.get(person.id)?.logged ?? new Map(),
        adjustments: adjustments.get(person.id) ?? [],
        carryOverCap: settings.overtimeCarryOverHours,
      }),
    ]),
  );
}
