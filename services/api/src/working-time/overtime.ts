import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  datesInRange,
  holidayStream,
  leaveStream,
  overtimeBalance,
  overtimeRecordsOf,
  recordedBy,
  SETTINGS_STREAM,
  workingTimeStream,
  type IsoDate,
  type OvertimeRecords,
} from '@teamledger/domain';
import {
  adjustmentsOf,
  contractsOf,
  firstRecordedDays,
  firstRecordedDaysAsOf,
  holidayDates,
  leaveIdsTouching,
  overtimeFacts,
  readSettings,
  userDaysAsOf,
  type UserRow,
} from '@teamledger/read-models';
import { readEvidenceEvents } from '../explain/evidence.js';

/** The balance is worked out from at most this many years back. */
const OVERTIME_MAX_YEARS = 5;

/** overtimeBalance's inputs for some people from `from` to `to`, now or as of an instant. */
type OvertimeInputs = OvertimeRecords & { logged: Map<string, Map<IsoDate, number>> };

/** The inputs as the read models hold them now. */
async function inputsNow(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly string[],
  { from, to }: { from: IsoDate; to: IsoDate },
): Promise<OvertimeInputs> {
  const { pool } = app.deps;
  const [settings, contracts, adjustments, facts, holidays] = await Promise.all([
    request.companySettings ?? readSettings(pool, app.deps.config.COMPANY_TZ),
    contractsOf(pool, ids),
    adjustmentsOf(pool, ids, to),
    overtimeFacts(pool, ids, from, to),
    holidayDates(pool, from, to),
  ]);
  return {
    contracts,
    adjustments,
    leave: new Map([...facts].map(([id, fact]) => [id, fact.leave])),
    logged: new Map([...facts].map(([id, fact]) => [id, fact.logged])),
    holidays,
    carryOverCap: settings.overtimeCarryOverHours,
  };
}

/**
 * The inputs as recorded by `asOf`: contracts, adjustments, approved leave, holidays and
 * the carry-over cap folded from their streams' events recorded by then
 * (overtimeRecordsOf), the hours logged each day from the day versions of user-days (D312).
 */
async function inputsAsOf(
  app: FastifyInstance,
  ids: readonly string[],
  { from, to }: { from: IsoDate; to: IsoDate },
  asOf: string,
): Promise<OvertimeInputs> {
  const { pool } = app.deps;
  // Today's leaves touching the days include every leave applied by then.
  const leaveIds = await leaveIdsTouching(pool, ids, from, to);
  const [events, days] = await Promise.all([
    readEvidenceEvents(app, [
      SETTINGS_STREAM,
      ...datesInRange(from, to).map(holidayStream),
      ...leaveIds.map(leaveStream),
      ...ids.map(workingTimeStream),
    ]),
    userDaysAsOf(pool, { userIds: ids, from, to, asOf }),
  ]);
  const logged = new Map<string, Map<IsoDate, number>>();
  for (const { userId, day } of days) {
    if (day.hoursLogged <= 0) continue;
    const personDays = logged.get(userId) ?? new Map<IsoDate, number>();
    personDays.set(day.date, day.hoursLogged);
    logged.set(userId, personDays);
  }
  const records = overtimeRecordsOf(
    recordedBy(events, asOf).map((recorded) => recorded.event),
    { from, to },
  );
  return { ...records, logged };
}

/**
 * The overtime of some people over a period (overtimeBalance): the facts of each from their
 * first day (joined, else their first record, at most OVERTIME_MAX_YEARS back) to `to`, as
 * they stand now or, with `asOf`, as they had been recorded by that instant, with the
 * carry-over cap it was worked out with.
 */
export async function overtimeOf(
  app: FastifyInstance,
  request: FastifyRequest,
  people: readonly Pick<UserRow, 'id' | 'joinedOn' | 'leftOn' | 'registeredAt'>[],
  period: { from: IsoDate; to: IsoDate },
  asOf: string | null = null,
) {
  const { pool } = app.deps;
  const ids = people.map((person) => person.id);
  const earliest = `${Number(period.to.slice(0, 4)) - OVERTIME_MAX_YEARS}-01-01`;
  const firstRecords =
    asOf === null
      ? await firstRecordedDays(pool, ids)
      : await firstRecordedDaysAsOf(pool, ids, asOf);
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
  const days = { from: start, to: period.to };
  const inputs =
    asOf === null
      ? await inputsNow(app, request, ids, days)
      : await inputsAsOf(app, ids, days, asOf);
  return new Map(
    people.map((person) => [
      person.id,
      {
        ...overtimeBalance({
          firstDay: firstDays.get(person.id)!,
          leftOn: person.leftOn,
          ...period,
          contracts: inputs.contracts.get(person.id) ?? [],
          holidays: inputs.holidays,
          leave: inputs.leave.get(person.id) ?? new Map(),
          logged: inputs.logged.get(person.id) ?? new Map(),
          adjustments: inputs.adjustments.get(person.id) ?? [],
          carryOverCap: inputs.carryOverCap,
        }),
        carryOverCap: inputs.carryOverCap,
      },
    ]),
  );
}
