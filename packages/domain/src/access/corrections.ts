import { addDays, endOfWeek, formatDay, type IsoDate } from '../calendar/index.js';
import { forbidden, ruleViolation, type DomainError } from '../shared/index.js';
import { ADMIN_ROLES, type Role } from './roles.js';

/** Settings' correction window when nobody chose one: the end of the following week. */
export const DEFAULT_CORRECTION_WINDOW_WEEKS = 1;
export const MAX_CORRECTION_WINDOW_WEEKS = 8;
export const CORRECTION_REASON_MAX = 500;

/** Who asks to correct an entry. */
export interface CorrectionActor {
  id: string;
  role: Role;
}

/** An hours entry or a standup, as far as correcting it goes. */
export interface CorrectableEntry {
  ownerId: string;
  /** The company-local day the entry is for. */
  date: IsoDate;
  /** Where a synced entry is corrected (the provider's ticket or site); null: made here. */
  providerUrl: string | null;
  /** Brought by the provider sync: corrected at the provider only. */
  synced: boolean;
}

export interface CorrectionRequest {
  actor: CorrectionActor;
  entry: CorrectableEntry;
  /** The company-local date of the request. */
  today: IsoDate;
  /** Settings: weeks after the entry's week during which its owner may correct it. */
  windowWeeks: number;
}

/**
 * The last day an entry's owner may correct it: the Sunday ending the entry's week (Monday
 * to Sunday), `windowWeeks` weeks later. One week (the default) is the end of the following
 * week; 0 the end of the entry's own week. The day ends at midnight in the company time
 * zone, as `today` does.
 */
export function correctionWindowEnd(date: IsoDate, windowWeeks: number): IsoDate {
  return addDays(endOfWeek(date), 7 * windowWeeks);
}

/** Admins and Managers correct anyone's entries at any time (DESIGN.md 6.13). */
export const correctsAnyone = (role: Role) => ADMIN_ROLES.includes(role);

export type CorrectionRefusal = 'synced' | 'not_owner' | 'window_closed';

/**
 * The one seam of "may this entry be corrected now, by this actor": null when it may, else
 * why not. A synced entry is corrected at the provider, by anyone; Admins and Managers
 * correct anyone's at any time; the owner until the window closes; nobody else ever.
 * (Locked approved periods, [20/24], refuse here too.)
 */
export function correctionRefusal({
  actor,
  entry,
  today,
  windowWeeks,
}: CorrectionRequest): CorrectionRefusal | null {
  if (entry.synced) return 'synced';
  if (correctsAnyone(actor.role)) return null;
  if (actor.id !== entry.ownerId) return 'not_owner';
  return today <= correctionWindowEnd(entry.date, windowWeeks) ? null : 'window_closed';
}

/** The refusal in the words and date shape of the screens: 'Entries of Mar 10, 2026 ...'. */
export const correctionWindowMessage = (date: IsoDate, windowWeeks: number) =>
  `Entries of ${formatDay(date)} could be corrected until ` +
  `${formatDay(correctionWindowEnd(date, windowWeeks))}; ` +
  'ask an Admin or a Manager to correct it.';

export const syncedEntryMessage = (providerUrl: string | null) =>
  'This entry comes from the provider and is read-only here: correct it at the provider' +
  (providerUrl === null ? '.' : ` (${providerUrl}).`);

/** Throws the refusal as the API answers it: 422 for a synced entry or a closed window, 403 otherwise. */
export function assertMayCorrect(request: CorrectionRequest): void {
  const refusal = correctionRefusal(request);
  if (refusal === null) return;
  throw correctionError(refusal, request.entry, request.windowWeeks);
}

function correctionError(
  refusal: CorrectionRefusal,
  entry: CorrectableEntry,
  windowWeeks: number,
): DomainError {
  switch (refusal) {
    case 'synced':
      return ruleViolation('synced_entry', syncedEntryMessage(entry.providerUrl));
    case 'not_owner':
      return forbidden();
    case 'window_closed':
      return ruleViolation(
        'correction_window_closed',
        correctionWindowMessage(entry.date, windowWeeks),
      );
  }
}

/**
 * The day an entry is moved to: not after today, and (for its owner) a day whose own
 * window is still open, so a move never reaches where the owner could not correct.
 */
export function assertMayMoveTo(request: CorrectionRequest, to: IsoDate): void {
  if (to > request.today) {
    throw ruleViolation('future_date', 'Hours cannot be moved to a day after today.', {
      date: 'Hours cannot be moved to a day after today.',
    });
  }
  if (correctsAnyone(request.actor.role)) return;
  if (request.today > correctionWindowEnd(to, request.windowWeeks)) {
    const message = correctionWindowMessage(to, request.windowWeeks);
    throw ruleViolation('correction_window_closed', message, { date: message });
  }
}
