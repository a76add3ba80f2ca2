/** The three answers of a standup (DESIGN.md decision 1: named the same end to end). */
export interface StandupAnswers {
  yesterday: string;
  today: string;
  roadblocks: string;
}

/** A person submitted their first standup of a company-local day. */
export interface StandupAdded {
  type: 'StandupAdded';
  data: StandupAnswers & {
    userId: string;
    date: string;
    /** The person's default workspace when they reported, if they had one. */
    workspaceId: string | null;
    /** 'Reported at' and late arrival use this first submit (DESIGN.md decision 1). */
    reportedAt: string;
  };
}

/** A person submitted their standup again the same day; 'reported at' stays the first. */
export interface StandupUpdated {
  type: 'StandupUpdated';
  data: StandupAnswers & { userId: string; date: string; updatedAt: string };
}

export type StandupEvent = StandupAdded | StandupUpdated;

export const STANDUP_EVENT_TYPES = [
  'StandupAdded',
  'StandupUpdated',
] as const satisfies readonly StandupEvent['type'][];

/** One stream per person and day: the second submit of a day finds the first. */
export const standupStream = (userId: string, date: string) => `standup-${userId}-${date}`;
