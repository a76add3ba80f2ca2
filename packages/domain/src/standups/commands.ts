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

/**
 * A provider user's standup as the provider's standup report has it (the standup sync):
 * the only way their standups arrive. The provider's answers may be blank.
 */
export interface RecordSyncedStandup {
  type: 'RecordSyncedStandup';
  data: StandupAnswers & {
    userId: string;
    date: IsoDate;
    workspaceId: string | null;
    /** When the provider says it was filled in, ISO UTC. */
    at: string;
  };
}

export type StandupCommand = SubmitStandup | RecordSyncedStandup;
