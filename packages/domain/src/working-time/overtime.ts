import { datesInRange, weekday, type IsoDate } from '../calendar/index.js';
import type { WorkingTimeContract } from './evolve.js';

/**
 * Working time (DESIGN.md 6.14, issue [20/24]): each day's expected hours from the person's
 * contract in force that day, zero on weekends (by the contract), holidays, approved leave
 * and outside their employment, against the hours they logged; the balance runs from their
 * first day, year by year, with a carry-over cap at each year end and an Admin's adjustments.
 * Every figure is a sum of days. Hours are worked in hundredths so that sums never drift.
 */

/** Monday to Sunday: 8 hours Monday to Friday, as DESIGN.md 6.14 says when none is set. */
export const DEFAULT_WEEK_HOURS: readonly number[] = [8, 8, 8, 8, 8, 0, 0];

/** The contract in force on a day: the latest that starts on or before it, else the default. */
export function weekHoursOn(
  date: IsoDate,
  contracts: readonly WorkingTimeContract[],
): readonly number[] {
  let hours = DEFAULT_WEEK_HOURS;
  for (const contract of contracts) {
    if (contract.effectiveFrom <= date) hours = contract.weekHours;
  }
  return hours;
}

/** Why a day expects what it does ('contract': the contract's hours, none on a day off). */
export const EXPECTED_REASONS = [
  'contract',
  'holiday',
  'leave',
  'half-day leave',
  'before joining',
  'after leaving',
] as const;
export type ExpectedReason = (typeof EXPECTED_REASONS)[number];

/** A day's reason as the screens word it; a day off by the contract reads 'Day off'. */
export function expectedReasonText(reason: ExpectedReason, expected: number): string {
  switch (reason) {
    case 'contract':
      return expected === 0 ? 'Day off' : '';
    case 'holiday':
      return 'Holiday';
    case 'leave':
      return 'On leave';
    case 'half-day leave':
      return 'Half-day leave';
    case 'before joining':
      return 'Before joining';
    case 'after leaving':
      return 'After leaving';
  }
}

export interface OvertimeAdjustment {
  date: IsoDate;
  hours: number;
  reason: string;
}

export interface OvertimeInput {
  /** The first day expected hours count: the day the person joined, or their first record. */
  firstDay: IsoDate;
  /** The first day the person was gone; null while they are with the company. */
  leftOn: IsoDate | null;
  /** The period asked; `to` is also the day the running balance is given for. */
  from: IsoDate;
  to: IsoDate;
  contracts: readonly WorkingTimeContract[];
  holidays: ReadonlySet<IsoDate>;
  /** Days of approved leave: 'half' for a half-day leave. */
  leave: ReadonlyMap<IsoDate, 'full' | 'half'>;
  logged: ReadonlyMap<IsoDate, number>;
  adjustments: readonly OvertimeAdjustment[];
  /** Hours of balance that move into the next year at most; null: all of it. */
  carryOverCap: number | null;
}

export interface OvertimeDay {
  date: IsoDate;
  expected: number;
  logged: number;
  /** logged - expected. */
  balance: number;
  reason: ExpectedReason;
}

export interface OvertimeMonth {
  month: string;
  expected: number;
  logged: number;
  adjustments: number;
  balance: number;
  /** The running balance at the month's end (or at `to` in its month). */
  running: number;
}

export interface OvertimeResult {
  period: { expected: number; logged: number; adjustments: number; balance: number };
  /** Carried into the year of `to` from the year before (negative: hours owed). */
  carriedIn: number;
  /** What the carry-over cap took at the end of the year before. */
  forfeited: number;
  /** The balance at the end of `to`. */
  running: number;
  /** The year of `to`, month by month up to `to`. */
  months: OvertimeMonth[];
  /** Each day of the period. */
  days: OvertimeDay[];
}

const CENTI = 100;
const centi = (hours: number) => Math.round(hours * CENTI);
const hoursOf = (value: number) => value / CENTI;

/** One day's expected hours and why (before the person joined or after they left: none). */
export function expectedOn(
  date: IsoDate,
  input: Pick<OvertimeInput, 'firstDay' | 'leftOn' | 'contracts' | 'holidays' | 'leave'>,
): { expected: number; reason: ExpectedReason } {
  if (date < input.firstDay) return { expected: 0, reason: 'before joining' };
  if (input.leftOn !== null && date >= input.leftOn)
    return { expected: 0, reason: 'after leaving' };
  // weekday(): 0 is Sunday; contracts list Monday first.
  const contractHours = weekHoursOn(date, input.contracts)[(weekday(date) + 6) % 7] ?? 0;
  if (contractHours === 0) return { expected: 0, reason: 'contract' };
  if (input.holidays.has(date)) return { expected: 0, reason: 'holiday' };
  const leave = input.leave.get(date);
  if (leave === 'full') return { expected: 0, reason: 'leave' };
  if (leave === 'half') return { expected: contractHours / 2, reason: 'half-day leave' };
  return { expected: contractHours, reason: 'contract' };
}

const yearStart = (year: number): IsoDate => `${String(year).padStart(4, '0')}-01-01`;
const yearEnd = (year: number): IsoDate => `${String(year).padStart(4, '0')}-12-31`;

/**
 * The overtime balance of one person: the period's days and sums, the balance carried into
 * the year of `to` (after the cap), and the running balance month by month up to `to`.
 */
export function overtimeBalance(input: OvertimeInput): OvertimeResult {
  const toYear = Number(input.to.slice(0, 4));
  const firstYear = Math.min(Number(input.firstDay.slice(0, 4)), toYear);
  const adjustmentsOn = new Map<IsoDate, number>();
  for (const adjustment of input.adjustments) {
    adjustmentsOn.set(
      adjustment.date,
      (adjustmentsOn.get(adjustment.date) ?? 0) + centi(adjustment.hours),
    );
  }
  const cap = input.carryOverCap === null ? null : centi(input.carryOverCap);

  let carry = 0;
  let carriedIn = 0;
  let forfeited = 0;
  for (let year = firstYear; year < toYear; year++) {
    let closing = carry;
    for (const date of datesInRange(yearStart(year), yearEnd(year))) {
      const { expected } = expectedOn(date, input);
      closing += centi(input.logged.get(date) ?? 0) - centi(expected);
      closing += adjustmentsOn.get(date) ?? 0;
    }
    carry = cap !== null && closing > cap ? cap : closing;
    if (year === toYear - 1) {
      carriedIn = carry;
      forfeited = closing - carry;
    }
  }

  const months: OvertimeMonth[] = [];
  const days: OvertimeDay[] = [];
  const period = { expected: 0, logged: 0, adjustments: 0 };
  let running = carry;
  for (const date of datesInRange(yearStart(toYear), input.to)) {
    const { expected } = expectedOn(date, input);
    const logged = centi(input.logged.get(date) ?? 0);
    const adjusted = adjustmentsOn.get(date) ?? 0;
    const change = logged - centi(expected) + adjusted;
    running += change;
    const month = date.slice(0, 7);
    let current = months.at(-1);
    if (current?.month !== month) {
      current = { month, expected: 0, logged: 0, adjustments: 0, balance: 0, running: 0 };
      months.push(current);
    }
    current.expected += centi(expected);
    current.logged += logged;
    current.adjustments += adjusted;
    current.balance += change;
    current.running = running;
  }
  // The period may start in an earlier year than `to`: its days are worked out on their own.
  for (const date of datesInRange(input.from, input.to)) {
    const { expected, reason } = expectedOn(date, input);
    const logged = input.logged.get(date) ?? 0;
    period.expected += centi(expected);
    period.logged += centi(logged);
    period.adjustments += adjustmentsOn.get(date) ?? 0;
    days.push({
      date,
      expected,
      logged,
      balance: hoursOf(centi(logged) - centi(expected)),
      reason,
    });
  }
  return {
    period: {
      expected: hoursOf(period.expected),
      logged: hoursOf(period.logged),
      adjustments: hoursOf(period.adjustments),
      balance: hoursOf(period.logged - period.expected + period.adjustments),
    },
    carriedIn: hoursOf(carriedIn),
    forfeited: hoursOf(forfeited),
    running: hoursOf(running),
    months: months.map((month) => ({
      month: month.month,
      expected: hoursOf(month.expected),
      logged: hoursOf(month.logged),
      adjustments: hoursOf(month.adjustments),
      balance: hoursOf(month.balance),
      running: hoursOf(month.running),
    })),
    days,
  };
}

/**
 * The running balances of some people month by month, for a chart: from the first month in
 * which any of them had something (hours expected or logged, an adjustment, a balance carried
 * in), so a year in which everyone started in August is not drawn as seven months of zeros.
 */
export function overtimeChart(
  people: readonly { userId: string; name: string; result: OvertimeResult }[],
) {
  const months = people[0]?.result.months.map((month) => month.month) ?? [];
  const started = (index: number) =>
    people.some(({ result }) => {
      const month = result.months[index];
      return (
        month !== undefined &&
        (month.expected !== 0 ||
          month.logged !== 0 ||
          month.adjustments !== 0 ||
          month.running !== 0)
      );
    });
  let first = months.findIndex((_, index) => started(index));
  if (first === -1) first = Math.max(months.length - 1, 0);
  return {
    months: months.slice(first),
    people: people.map(({ userId, name, result }) => ({
      userId,
      name,
      running: result.months.slice(first).map((month) => month.running),
    })),
  };
}
