import type { CorrectionActor } from '../access/index.js';
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

/** Correct the answers of a person's standup of a day, with a reason (DESIGN.md 6.13). */
export interface CorrectStandup {
  type: 'CorrectStandup';
  data: {
    to: StandupAnswers;
    reason: string;
    actor: CorrectionActor;
    /** The company-local date of the request. */
    today: IsoDate;
    /** Settings' correction window. */
    windowWeeks: number;
    /** The standup's person is a provider user: theirs come from the provider. */
    synced: boolean;
    /** Where a synced standup is corrected. */
    providerUrl: string | null;
  };
}

export type StandupCommand = SubmitStandup | RecordSyncedStandup | CorrectStandup;
