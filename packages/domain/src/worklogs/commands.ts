import type { IsoDate } from '../calendar/index.js';
import type { HoursLogged } from './events.js';

export interface LogHours {
  type: 'LogHours';
  data: Omit<HoursLogged['data'], 'loggedAt'> & {
    /** The company-local date of `at`. */
    today: IsoDate;
    /** ISO instant of the submit. */
    at: string;
    isProviderUser: boolean;
    /** The workspace is one of the person's own (the users read model, at the submit). */
    isWorkspaceMember: boolean;
    /** What the person has logged for `date` already (from the per-day read model). */
    hoursAlreadyLogged: number;
  };
}

export type WorklogCommand = LogHours;
