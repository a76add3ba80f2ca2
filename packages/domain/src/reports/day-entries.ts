import type { DayActivity } from './day-facts.js';

/** One entry of a person's day as the day's figures need it. */
export interface DayEntry {
  hours: number;
  /** When it was made on its day; null when made later (or moved there by a correction). */
  loggedAt: Date | null;
}

/**
 * The day with its entries' part worked out again from the entries it holds now, after a
 * correction or a delete took some away: the same hours, count and last entry as adding
 * those entries one by one to the day would give (addToDay). Its standup and leave stay.
 */
export function withEntries(day: DayActivity, entries: readonly DayEntry[]): DayActivity {
  let cents = 0;
  let lastLogAt: Date | null = null;
  for (const entry of entries) {
    cents += Math.round(entry.hours * 100);
    if (entry.loggedAt !== null && (lastLogAt === null || entry.loggedAt > lastLogAt)) {
      lastLogAt = entry.loggedAt;
    }
  }
  return { ...day, hoursLogged: cents / 100, logCount: entries.length, lastLogAt };
}
