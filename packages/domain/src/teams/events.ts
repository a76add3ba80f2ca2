/** A team was added; its name is unique among live teams, ignoring case. */
export interface TeamCreated {
  type: 'TeamCreated';
  data: { teamId: string; name: string };
}

/** A team got a new name; its members follow it in the read models. */
export interface TeamRenamed {
  type: 'TeamRenamed';
  data: { teamId: string; from: string; to: string };
}

/** A team with no members left was removed. */
export interface TeamDeleted {
  type: 'TeamDeleted';
  data: { teamId: string; name: string };
}

export type TeamEvent = TeamCreated | TeamRenamed | TeamDeleted;

export const TEAM_EVENT_TYPES = [
  'TeamCreated',
  'TeamRenamed',
  'TeamDeleted',
] as const satisfies readonly TeamEvent['type'][];

export const teamStream = (teamId: string) => `team-${teamId}`;
