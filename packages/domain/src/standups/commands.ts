import type { IsoDate } from '../calendar/index.js';
import type { StandupAnswers } from './events.js';

export interface SubmitStandup {
  type: 'SubmitStandup';
  data: StandupAnswers & {
    userId: string;
    /** The company-local date of `at`, computed by the service. */
    date: IsoDate;
    workspaceId: string | null;
    /** ISO instant of the submit. */
    at: string;
    isProviderUser: boolean;
  };
}

export type StandupCommand = SubmitStandup;
