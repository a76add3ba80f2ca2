import type { IsoDate } from '../calendar/index.js';
import type { HoursLogged } from './events.js';

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

export type WorklogCommand = LogHours | RecordSyncedHours;
