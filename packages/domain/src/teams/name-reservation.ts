import { z } from 'zod';
import { type Decider, eventParser, type EventDefinitions, conflict } from '../shared/index.js';
import { TEAM_NAME_TAKEN } from './decide.js';

/**
 * Team names are unique ignoring case and surrounding spaces. The rule spans every team
 * stream, so it holds through one reservation stream per normalised name: whoever appends
 * the reservation first holds the name, and a concurrent second sees it on retry.
 */
export const normaliseTeamName = (name: string) => name.trim().toLowerCase();
export const teamNameStream = (name: string) =>
  `team-name-${encodeURIComponent(normaliseTeamName(name))}`;

const teamNameData = z.object({ name: z.string(), teamId: z.string() });

/** A team took the name (created with it, or renamed to it). */
export interface TeamNameReserved {
  type: 'TeamNameReserved';
  data: z.infer<typeof teamNameData>;
}
/** The team let the name go (renamed away, or deleted). */
export interface TeamNameReleased {
  type: 'TeamNameReleased';
  data: z.infer<typeof teamNameData>;
}
export type TeamNameEvent = TeamNameReserved | TeamNameReleased;

export const TEAM_NAME_EVENTS = {
  TeamNameReserved: { schema: teamNameData },
  TeamNameReleased: { schema: teamNameData },
} satisfies EventDefinitions<TeamNameEvent>;
export const TEAM_NAME_EVENT_TYPES = [
  'TeamNameReserved',
  'TeamNameReleased',
] as const satisfies readonly TeamNameEvent['type'][];

export interface ReserveTeamName {
  type: 'ReserveTeamName';
  data: {
    name: string;
    teamId: string;
    /**
     * The holder's claim has lapsed: its team does not carry the name (a crash between
     * reserving and creating, say) and the reservation is old enough that no request is
     * still on its way. Read by the caller from the holder's team stream.
     */
    holderLapsed: boolean;
  };
}
export interface ReleaseTeamName {
  type: 'ReleaseTeamName';
  data: { teamId: string };
}
export type TeamNameCommand = ReserveTeamName | ReleaseTeamName;

/** Which team holds the name, if any. */
export interface TeamNameState {
  holder: string | null;
  name: string | null;
}

/** How long a reservation without its team is taken for a request still on its way. */
export const TEAM_NAME_CLAIM_GRACE_MS = 60_000;

export const teamNameDecider: Decider<TeamNameState, TeamNameCommand, TeamNameEvent> = {
  initialState: { holder: null, name: null },
  parse: eventParser(TEAM_NAME_EVENTS),
  evolve(state, event) {
    switch (event.type) {
      case 'TeamNameReserved':
        return { holder: event.data.teamId, name: event.data.name };
      case 'TeamNameReleased':
        return state.holder === event.data.teamId ? { holder: null, name: null } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ReserveTeamName': {
        const { name, teamId, holderLapsed } = command.data;
        if (state.holder === teamId) return [];
        if (state.holder !== null && !holderLapsed)
          throw conflict('team_name_taken', TEAM_NAME_TAKEN, { name: TEAM_NAME_TAKEN });
        return [{ type: 'TeamNameReserved', data: { name, teamId } }];
      }
      case 'ReleaseTeamName':
        if (state.holder !== command.data.teamId) return [];
        return [
          {
            type: 'TeamNameReleased',
            data: { name: state.name ?? '', teamId: command.data.teamId },
          },
        ];
    }
  },
};
