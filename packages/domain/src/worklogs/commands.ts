import type { CorrectionActor } from '../access/index.js';
import type { IsoDate } from '../calendar/index.js';
import type { HoursCorrected, HoursLogged, WorklogEntryFields } from './events.js';

/**
 * A timesheet period that refuses changes to its days' hours (submitted, approved or locked:
 * DESIGN.md 6.14), as the API read it from the period's stream before deciding (D290).
 */
export interface PeriodLock {
  from: IsoDate;
  to: IsoDate;
  /** Names the lock: "Week 2026-W48 of Ann Lee was approved on Dec 2, 2026 and is locked." */
  message: string;
}

export interface LogHours {
  type: 'LogHours';
  data: Omit<HoursLogged['data'], 'loggedAt'> & {
    /** The company-local date of `at`. */
    today: IsoDate;
    /** ISO instant of the submit. */
    at: string;
    /** The person the hours are for is a provider user (SPEC.md 6). */
    isProviderUser: boolean;
    /**
     * The provider sync brings the entry (hours logged on the provider's site, event source
     * 'provider'): the only way a provider user's hours arrive. Left out: made by hand.
     */
    synced?: boolean;
    /** The workspace is one of the person's own (the users read model, at the submit). */
    isWorkspaceMember: boolean;
    /** The locked periods holding the day; left out: none (history the system writes). */
    locks?: readonly PeriodLock[];
  };
}

/**
 * One provider task as the worklog sync brings it, on the person's day stream like a hand
 * entry: the provider decided the day, so the date window does not apply, but one entry's
 * hours (above 0, at most 12) and the day's 24 hours over every entry do (DESIGN.md 6.12).
 */
export interface RecordSyncedHours {
  type: 'RecordSyncedHours';
  data: HoursLogged['data'];
}

/**
 * A synced entry the provider says was deleted (Jira's deleted worklogs): it goes, with the
 * provider's word as the reason and its own person as the one who did it (they did, at the
 * provider). Nothing when it is not on this stream (gone already, or never synced).
 */
export interface DeleteSyncedHours {
  type: 'DeleteSyncedHours';
  data: { worklogId: string; reason: string };
}

/** What every correction of an entry needs beside what it changes (DESIGN.md 6.13). */
export interface CorrectionContext {
  worklogId: string;
  reason: string;
  actor: CorrectionActor;
  /** The company-local date of the request. */
  today: IsoDate;
  /** Settings' correction window. */
  windowWeeks: number;
  /** The entry came from the provider sync (the worklogs read model's source). */
  synced: boolean;
  /** Where a synced entry is corrected: its ticket on the provider's site. */
  providerUrl: string | null;
  /**
   * The locked periods holding the entry's day and, for a move, its new day; left out: none
   * (history the system writes).
   */
  locks?: readonly PeriodLock[];
}

/**
 * Correct an entry on the stream of the day it is for now. A new date on the same day's
 * stream only; a move to another day is MoveHoursIn on the new day, then MoveHoursOut here,
 * after correctionOf accepted it on this stream.
 */
export interface CorrectHours {
  type: 'CorrectHours';
  data: CorrectionContext & {
    to: WorklogEntryFields;
    /** The new workspace is one of the entry's person's own. */
    isWorkspaceMember: boolean;
  };
}

/** The new day of a moved entry takes it, if its 24 hours hold it. */
export interface MoveHoursIn {
  type: 'MoveHoursIn';
  data: HoursCorrected['data'];
}

/** The old day of a moved entry lets it go (nothing when it went already). */
export interface MoveHoursOut {
  type: 'MoveHoursOut';
  data: { worklogId: string; userId: string; date: IsoDate; toDate: IsoDate };
}

export interface DeleteHours {
  type: 'DeleteHours';
  data: CorrectionContext;
}

export type WorklogCommand =
  | LogHours
  | RecordSyncedHours
  | DeleteSyncedHours
  | CorrectHours
  | MoveHoursIn
  | MoveHoursOut
  | DeleteHours;
