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
  };
}

export type WorklogCommand = LogHours;
