import {
  addDays,
  datesInRange,
  isWorkingDay,
  rangeDays,
  SHORT_MONTH_NAMES,
  type IsoDate,
} from '../calendar/index.js';
import { longMonthLabel } from '../scores/index.js';
import { LEAVE_TYPES, type LeaveType } from './events.js';

/**
 * Leave balances (DESIGN.md 6.13, issue [19/24] item 3): each leave type's yearly allowance,
 * granted at the year's start or accrued monthly, prorated for the part of the year a person
 * is employed, minus the working days of their approved leave, with a capped carry-over into
 * the next year that lapses on a set day. Every figure is a sum of movements, and every
 * movement names the event behind it where there is one. Amounts are worked in hundredths
 * of a day so that sums of halves and twelfths never drift.
 */

export const LEAVE_GRANTS = ['yearly', 'monthly'] as const;
export type LeaveGrant = (typeof LEAVE_GRANTS)[number];

export interface LeavePolicy {
  /** Days a full year of employment earns. */
  yearlyDays: number;
  /** 'yearly': the year's days on its first day (or on joining); 'monthly': a twelfth each month. */
  grant: LeaveGrant;
  /** At most this many unused days move into the next year; the rest lapse at the year end. */
  carryOverDays: number;
  /** 'MM-DD' of the next year by which carried days must be taken, or they lapse; null: never. */
  carryOverExpires: string | null;
  /** Whether an application may take the balance below zero. */
  allowNegative: boolean;
}
export type LeavePolicies = Record<LeaveType, LeavePolicy>;

export const DEFAULT_LEAVE_POLICIES: LeavePolicies = {
  Annual: {
    yearlyDays: 20,
    grant: 'yearly',
    carryOverDays: 5,
    carryOverExpires: '03-31',
    allowNegative: false,
  },
  // Nobody is refused a sick day: an overdrawn sick balance is for HR to see, not to block.
  Sick: {
    yearlyDays: 10,
    grant: 'yearly',
    carryOverDays: 0,
    carryOverExpires: null,
    allowNegative: true,
  },
  Casual: {
    yearlyDays: 6,
    grant: 'yearly',
    carryOverDays: 0,
    carryOverExpires: null,
    allowNegative: false,
  },
};

export const BALANCE_MOVEMENT_KINDS = [
  'granted',
  'accrued',
  'carried_over',
  'taken',
  'refunded',
  'expired',
] as const;
export type BalanceMovementKind = (typeof BALANCE_MOVEMENT_KINDS)[number];

/** The recorded event a movement comes from: its type, place in the log and time. */
export interface BalanceSource {
  event: string;
  position: string;
  at: string;
}

export interface BalanceMovement {
  date: IsoDate;
  kind: BalanceMovementKind;
  /** Signed: what it adds to the balance (taken and expired are negative). */
  days: number;
  /** The movement in words: 'Taken: Annual leave 2 Mar to 6 Mar (5 working days)'. */
  text: string;
  /** The event behind it; null for what the policy and the calendar decide alone. */
  source: BalanceSource | null;
  leaveId: string | null;
}

export interface BalanceLeave {
  leaveId: string;
  leaveType: LeaveType;
  from: IsoDate;
  to: IsoDate;
  halfDay: boolean;
  status: 'pending' | 'approved';
  /** For an approved leave, the event that made it count (LeaveApproved, or LeaveApplied). */
  counted: BalanceSource | null;
}

/** A company holiday as marked now, with the event that marked it. */
export interface BalanceHoliday {
  date: IsoDate;
  title: string;
  marked: BalanceSource;
}

export interface LeaveBalanceInput {
  year: number;
  policies: LeavePolicies;
  joinedOn: IsoDate | null;
  /** The first day the person was gone; null while they are with the company. */
  leftOn: IsoDate | null;
  /** The first year balances are kept for the person: no year before it earns or carries over. */
  firstYear: number;
  /** The person's approved and pending leaves (rejected and cancelled ones charge nothing). */
  leaves: readonly BalanceLeave[];
  holidays: readonly BalanceHoliday[];
  /** Grants, accruals and lapses dated up to this day have happened; leave is charged when booked. */
  asOf: IsoDate;
}

export interface LeaveTypeBalance {
  leaveType: LeaveType;
  year: number;
  policy: LeavePolicy;
  /** The year's allowance for the part of it the person is employed. */
  entitlement: number;
  /** Granted and accrued so far. */
  earned: number;
  carriedOver: number;
  taken: number;
  refunded: number;
  expired: number;
  /** The sum of the movements. */
  balance: number;
  /** Working days of leave waiting for approval in the year. */
  pending: number;
  /** What a new application may still take: the balance less what is pending. */
  available: number;
  movements: BalanceMovement[];
}

const CENTI = 100;
const HALF_DAY = 50;
const toDays = (centi: number) => centi / CENTI;

const yearStart = (year: number): IsoDate => `${String(year).padStart(4, '0')}-01-01`;
const yearEnd = (year: number): IsoDate => `${String(year).padStart(4, '0')}-12-31`;
const yearOf = (date: IsoDate) => Number(date.slice(0, 4));
const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const dayName = (date: IsoDate) =>
  `${Number(date.slice(8, 10))} ${SHORT_MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;

/** The days of `year` the person is employed: from joining to the day before leaving. */
function employment(
  year: number,
  joinedOn: IsoDate | null,
  leftOn: IsoDate | null,
): { from: IsoDate; to: IsoDate } | null {
  const from = joinedOn === null ? yearStart(year) : later(yearStart(year), joinedOn);
  const to = leftOn === null ? yearEnd(year) : earlier(yearEnd(year), addDays(leftOn, -1));
  return from <= to ? { from, to } : null;
}

/** `part` of `whole` days of an allowance, in hundredths, to the nearest `step`. */
function prorate(yearlyDays: number, part: number, whole: number, step: number): number {
  return Math.round((yearlyDays * CENTI * part) / whole / step) * step;
}

const isAfter = (a: BalanceSource, b: BalanceSource) => BigInt(a.position) > BigInt(b.position);

interface LeaveCharge {
  /** Hundredths charged in the year as the calendar stands now. */
  charged: number;
  /** The part of it taken on or before `until`, for the carry-over's expiry. */
  chargedUntil: number;
  /** Holidays marked after the leave counted: charged when approved, refunded since. */
  refunds: { holiday: BalanceHoliday; days: number }[];
}

/**
 * What a leave charges in one year: its working days there (weekends and holidays free), a
 * half day being half. A holiday marked after the leave counted shows as taken and refunded.
 */
function chargeInYear(
  leave: BalanceLeave,
  year: number,
  holidays: ReadonlyMap<IsoDate, BalanceHoliday>,
  until: IsoDate,
): LeaveCharge {
  const unit = leave.halfDay ? HALF_DAY : CENTI;
  const from = later(leave.from, yearStart(year));
  const to = earlier(leave.to, yearEnd(year));
  const result: LeaveCharge = { charged: 0, chargedUntil: 0, refunds: [] };
  if (from > to) return result;
  const noHolidays = new Set<IsoDate>();
  for (const date of datesInRange(from, to)) {
    if (!isWorkingDay(date, noHolidays)) continue;
    const holiday = holidays.get(date);
    if (holiday === undefined) {
      result.charged += unit;
      if (date <= until) result.chargedUntil += unit;
    } else if (leave.counted !== null && isAfter(holiday.marked, leave.counted)) {
      result.refunds.push({ holiday, days: unit });
    }
  }
  return result;
}

/** What a leave of these days would charge each year it touches, for the application form. */
export function leaveChargeByYear({
  from,
  to,
  halfDay,
  holidays,
}: {
  from: IsoDate;
  to: IsoDate;
  halfDay: boolean;
  holidays: ReadonlySet<IsoDate>;
}): { year: number; days: number }[] {
  const byYear = new Map<number, number>();
  const unit = halfDay ? 0.5 : 1;
  for (const date of datesInRange(from, to)) {
    if (!isWorkingDay(date, holidays)) continue;
    byYear.set(yearOf(date), (byYear.get(yearOf(date)) ?? 0) + unit);
  }
  return [...byYear].map(([year, days]) => ({ year, days }));
}

interface YearLedger {
  movements: BalanceMovement[];
  entitlement: number;
  pending: number;
  /** Carried into the next year (negative: a deficit), once the year is over. */
  carryOut: number;
}

function leaveWords(leave: BalanceLeave, days: number): string {
  const span =
    leave.from === leave.to
      ? dayName(leave.from)
      : `${dayName(leave.from)} to ${dayName(leave.to)}`;
  const size = leave.halfDay ? 'half day' : plural(toDays(days), 'working day');
  return `${leave.leaveType} leave ${span} (${size})`;
}

function ledger(
  input: LeaveBalanceInput,
  leaveType: LeaveType,
  year: number,
  cutoff: IsoDate,
  carryIn: number,
): YearLedger {
  const policy = input.policies[leaveType];
  const movements: BalanceMovement[] = [];
  const add = (movement: Omit<BalanceMovement, 'leaveId' | 'source'> & Partial<BalanceMovement>) =>
    movements.push({ leaveId: null, source: null, ...movement });
  const employed = employment(year, input.joinedOn, input.leftOn);
  const daysInYear = rangeDays(yearStart(year), yearEnd(year));

  if (carryIn !== 0) {
    add({
      date: yearStart(year),
      kind: 'carried_over',
      days: toDays(carryIn),
      text:
        carryIn > 0
          ? `Carried over from ${year - 1}`
          : `Overdrawn in ${year - 1}: the deficit carries over`,
    });
  }

  let entitlement = 0;
  if (employed !== null) {
    const employedDays = rangeDays(employed.from, employed.to);
    const prorated = employedDays < daysInYear;
    if (policy.grant === 'yearly') {
      entitlement = prorate(policy.yearlyDays, employedDays, daysInYear, HALF_DAY);
      if (employed.from <= cutoff) {
        add({
          date: employed.from,
          kind: 'granted',
          days: toDays(entitlement),
          text: prorated
            ? `Granted for ${year}: ${policy.yearlyDays} days a year, prorated for ${plural(employedDays, 'day')} employed`
            : `Granted for ${year}: ${policy.yearlyDays} days a year`,
        });
      }
    } else {
      for (let month = 1; month <= 12; month++) {
        const first = `${yearStart(year).slice(0, 5)}${String(month).padStart(2, '0')}-01`;
        const last = addDays(
          month === 12
            ? yearStart(year + 1)
            : `${first.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`,
          -1,
        );
        const from = later(first, employed.from);
        const to = earlier(last, employed.to);
        if (from > to) continue;
        const part = rangeDays(from, to);
        const whole = rangeDays(first, last);
        const accrued = prorate(policy.yearlyDays, part, whole * 12, 1);
        entitlement += accrued;
        if (from <= cutoff) {
          add({
            date: from,
            kind: 'accrued',
            days: toDays(accrued),
            text:
              part < whole
                ? `Accrued for ${longMonthLabel(first.slice(0, 7))}: a twelfth of ${policy.yearlyDays} days, prorated for ${plural(part, 'day')} employed`
                : `Accrued for ${longMonthLabel(first.slice(0, 7))}: a twelfth of ${policy.yearlyDays} days`,
          });
        }
      }
    }
  }

  const holidays = new Map(input.holidays.map((holiday) => [holiday.date, holiday]));
  const expiry =
    policy.carryOverExpires === null
      ? null
      : `${yearStart(year).slice(0, 5)}${policy.carryOverExpires}`;
  let pending = 0;
  let takenByExpiry = 0;
  const ofType = input.leaves
    .filter((leave) => leave.leaveType === leaveType)
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (const leave of ofType) {
    const charge = chargeInYear(leave, year, holidays, expiry ?? yearEnd(year));
    if (leave.status === 'pending') {
      pending += charge.charged;
      continue;
    }
    const refunded = charge.refunds.reduce((sum, refund) => sum + refund.days, 0);
    if (charge.charged + refunded === 0) continue;
    takenByExpiry += charge.chargedUntil;
    add({
      date: later(leave.from, yearStart(year)),
      kind: 'taken',
      days: -toDays(charge.charged + refunded),
      text: `Taken: ${leaveWords(leave, charge.charged + refunded)}`,
      source: leave.counted,
      leaveId: leave.leaveId,
    });
    for (const { holiday, days } of charge.refunds) {
      add({
        date: holiday.marked.at.slice(0, 10),
        kind: 'refunded',
        days: toDays(days),
        text: `Refunded: ${dayName(holiday.date)} was marked a holiday (${holiday.title}) after the leave was approved`,
        source: holiday.marked,
        leaveId: leave.leaveId,
      });
    }
  }

  if (expiry !== null && carryIn > 0 && expiry <= cutoff && takenByExpiry < carryIn) {
    add({
      date: expiry,
      kind: 'expired',
      days: -toDays(carryIn - takenByExpiry),
      text: `Carried-over days not taken by ${dayName(expiry)} lapse`,
    });
  }

  let carryOut = 0;
  if (cutoff >= yearEnd(year)) {
    const closing = Math.round(movements.reduce((sum, movement) => sum + movement.days * CENTI, 0));
    const cap = Math.round(policy.carryOverDays * CENTI);
    carryOut = closing > 0 ? Math.min(closing, cap) : closing;
    if (closing > carryOut) {
      add({
        date: yearEnd(year),
        kind: 'expired',
        days: -toDays(closing - carryOut),
        text:
          cap === 0
            ? `Unused days lapse at the year end (no carry-over)`
            : `Unused days above the carry-over of ${plural(policy.carryOverDays, 'day')} lapse at the year end`,
      });
    }
  }
  movements.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { movements, entitlement, pending, carryOut };
}

const sumOf = (movements: readonly BalanceMovement[], kinds: readonly BalanceMovementKind[]) =>
  toDays(
    Math.round(
      movements
        .filter((movement) => kinds.includes(movement.kind))
        .reduce((sum, movement) => sum + movement.days * CENTI, 0),
    ),
  );

/** Each leave type's balance in `year`, built year by year from the person's first. */
export function leaveBalances(input: LeaveBalanceInput): LeaveTypeBalance[] {
  return LEAVE_TYPES.map((leaveType) => {
    let carry = 0;
    let current: YearLedger | null = null;
    for (let year = Math.min(input.firstYear, input.year); year <= input.year; year++) {
      const cutoff = year < input.year ? yearEnd(year) : input.asOf;
      current = ledger(input, leaveType, year, cutoff, carry);
      carry = current.carryOut;
    }
    const { movements, entitlement, pending } = current!;
    const balance = sumOf(movements, BALANCE_MOVEMENT_KINDS);
    return {
      leaveType,
      year: input.year,
      policy: input.policies[leaveType],
      entitlement: toDays(entitlement),
      earned: sumOf(movements, ['granted', 'accrued']),
      carriedOver: sumOf(movements, ['carried_over']),
      taken: -sumOf(movements, ['taken']),
      refunded: sumOf(movements, ['refunded']),
      expired: -sumOf(movements, ['expired']),
      balance,
      pending: toDays(pending),
      available: toDays(Math.round(balance * CENTI) - pending),
      movements,
    };
  });
}

export const leaveBalanceMessage = (
  leaveType: LeaveType,
  year: number,
  needed: number,
  available: number,
) =>
  `This leave takes ${plural(needed, 'day')} of ${leaveType} leave in ${year}, and ${plural(Math.max(available, 0), 'day')} ${available === 1 ? 'is' : 'are'} left.`;
