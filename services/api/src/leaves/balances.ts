import {
  LEAVE_MAX_DAYS,
  leaveBalances,
  rangeDays,
  leaveChargeByYear,
  type IsoDate,
  type LeaveBalanceCheck,
  type LeavePolicies,
  type LeaveType,
  type LeaveTypeBalance,
} from '@teamledger/domain';
import {
  balanceLeaves,
  holidayDates,
  markedHolidays,
  type BalancePerson,
} from '@teamledger/read-models';
import type { Pool } from '@teamledger/platform';

/** How far back a person's balances are rebuilt at most, whatever their records say. */
const MAX_YEARS_BACK = 20;

const yearOf = (date: IsoDate) => Number(date.slice(0, 4));

/**
 * The first year a person's balances are kept: the year they joined, else the year they were
 * added, or of their first leave if that is earlier (a person added after their past leave).
 */
function firstYearOf(person: BalancePerson, firstLeave: IsoDate | null, year: number): number {
  const start = person.joinedOn ?? person.registeredAt.toISOString().slice(0, 10);
  const first = firstLeave !== null && firstLeave < start ? firstLeave : start;
  return Math.max(Math.min(yearOf(first), year), year - MAX_YEARS_BACK);
}

/**
 * Each person's balances of `year` as of `asOf` (leaveBalances), from one read of their
 * leaves and one of the holidays over the years that decide them.
 */
export async function balancesOf(
  pool: Pool,
  people: readonly BalancePerson[],
  {
    year,
    asOf,
    policies,
    excluding = null,
  }: {
    year: number;
    asOf: IsoDate;
    policies: LeavePolicies;
    /** A leave left out: the one being applied for, when a retry finds it recorded. */
    excluding?: string | null;
  },
): Promise<Map<string, LeaveTypeBalance[]>> {
  const from = `${year - MAX_YEARS_BACK}-01-01`;
  const to = `${year}-12-31`;
  const [leaves, holidays] = await Promise.all([
    balanceLeaves(
      pool,
      people.map((person) => person.id),
      from,
      to,
    ),
    markedHolidays(pool, from, to),
  ]);
  return new Map(
    people.map((person) => {
      const own = (leaves.get(person.id) ?? []).filter((leave) => leave.leaveId !== excluding);
      const firstYear = firstYearOf(person, own[0]?.from ?? null, year);
      return [
        person.id,
        leaveBalances({
          year,
          policies,
          joinedOn: person.joinedOn,
          leftOn: person.leftOn,
          firstYear,
          leaves: own,
          holidays,
          asOf,
        }),
      ];
    }),
  );
}

/**
 * What a new leave would do to its type's balance in each year it touches: what is available
 * there (on its first day there, or today if later) and what it charges.
 */
export async function applicationBalance(
  pool: Pool,
  person: BalancePerson,
  leave: {
    leaveId: string | null;
    leaveType: LeaveType;
    from: IsoDate;
    to: IsoDate;
    halfDay: boolean;
  },
  { today, policies }: { today: IsoDate; policies: LeavePolicies },
): Promise<LeaveBalanceCheck> {
  const policy = policies[leave.leaveType];
  // Days out of order or too many are refused by the decider with their own message.
  if (leave.to < leave.from || rangeDays(leave.from, leave.to) > LEAVE_MAX_DAYS) {
    return { allowNegative: policy.allowNegative, years: [] };
  }
  const holidays = await holidayDates(pool, leave.from, leave.to);
  const charges = leaveChargeByYear({ ...leave, holidays });
  const years = await Promise.all(
    charges.map(async ({ year, days }) => {
      const firstDay = leave.from > `${year}-01-01` ? leave.from : `${year}-01-01`;
      const asOf = firstDay > today ? firstDay : today;
      const balances = await balancesOf(pool, [person], {
        year,
        asOf,
        policies,
        excluding: leave.leaveId,
      });
      const balance = balances.get(person.id)!.find((b) => b.leaveType === leave.leaveType)!;
      return { year, available: balance.available, charge: days };
    }),
  );
  return { allowNegative: policy.allowNegative, years };
}

/**
 * A pending leave's applicant's balance of its type in the year it starts, once it is taken:
 * the approved balance there (on its first day, or today if later) less what it charges.
 */
export async function balanceAfterOf(
  pool: Pool,
  person: BalancePerson | undefined,
  leave: { leaveType: LeaveType; from: IsoDate; to: IsoDate; halfDay: boolean },
  { today, policies }: { today: IsoDate; policies: LeavePolicies },
): Promise<{ year: number; days: number }> {
  const year = Number(leave.from.slice(0, 4));
  if (!person) return { year, days: 0 };
  const asOf = leave.from > today ? leave.from : today;
  const balances = await balancesOf(pool, [person], { year, asOf, policies });
  const balance = balances.get(person.id)!.find((b) => b.leaveType === leave.leaveType)!;
  const holidays = await holidayDates(pool, leave.from, leave.to);
  const charge =
    leaveChargeByYear({ from: leave.from, to: leave.to, halfDay: leave.halfDay, holidays }).find(
      (c) => c.year === year,
    )?.days ?? 0;
  return { year, days: Math.round((balance.balance - charge) * 100) / 100 };
}
