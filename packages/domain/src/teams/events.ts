import { z } from 'zod';
import type { EventDefinitions } from '../shared/index.js';

const teamCreatedData = z.object({ teamId: z.string(), name: z.string() });
const teamRenamedData = z.object({ teamId: z.string(), from: z.string(), to: z.string() });
const teamDeletedData = z.object({ teamId: z.string(), name: z.string() });

/** A team was added; its name is unique among live teams, ignoring case. */
export interface TeamCreated {
  type: 'TeamCreated';
  data: z.infer<typeof teamCreatedData>;
}

/** A team got a new name; its members follow it in the read models. */
export interface TeamRenamed {
  type: 'TeamRenamed';
  data: z.infer<typeof teamRenamedData>;
}

/** A team with no members left was removed. */
export interface TeamDeleted {
  type: 'TeamDeleted';
  data: z.infer<typeof teamDeletedData>;
}

export type TeamEvent = TeamCreated | TeamRenamed | TeamDeleted;

export const TEAM_EVENTS = {
  TeamCreated: { schema: teamCreatedData },
  TeamRenamed: { schema: teamRenamedData },
  TeamDeleted: { schema: teamDeletedData },
} satisfies EventDefinitions<TeamEvent>;

export const TEAM_EVENT_TYPES = [
  'TeamCreated',
  'TeamRenamed',
  'TeamDeleted',
] as const satisfies readonly TeamEvent['type'][];

export const teamStream = (teamId: string) => `team-${teamId}`;
