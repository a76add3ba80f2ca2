import {
  conflict,
  defineReservation,
  normaliseName,
  type Decider,
  type ReservationCommand,
  type ReservationEvent,
  type ReservationState,
} from '../shared/index.js';
import { TEAM_NAME_TAKEN } from './decide.js';
import { teamDecider } from './decider.js';
import { teamStream } from './events.js';

/**
 * Team names are unique ignoring case and surrounding spaces. The rule spans every team
 * stream, so it holds through one reservation stream per normalised name (shared/
 * reservation.ts): whoever appends the reservation first holds the name.
 */
export const normaliseTeamName = normaliseName;
export const teamNameStream = (name: string) =>
  `team-name-${encodeURIComponent(normaliseTeamName(name))}`;

/** A team took the name (created with it, or renamed to it). */
export type TeamNameReserved = ReservationEvent<'TeamNameReserved', 'name', 'teamId'>;
/** The team let the name go (renamed away, or deleted). */
export type TeamNameReleased = ReservationEvent<'TeamNameReleased', 'name', 'teamId'>;
export type TeamNameEvent = TeamNameReserved | TeamNameReleased;

export const teamNameReservation = defineReservation({
  reserved: 'TeamNameReserved',
  released: 'TeamNameReleased',
  keyField: 'name',
  holderField: 'teamId',
  stream: teamNameStream,
  taken: () => conflict('team_name_taken', TEAM_NAME_TAKEN, { name: TEAM_NAME_TAKEN }),
  holder: {
    stream: teamStream,
    decider: teamDecider,
    carries: (team, name) =>
      team.exists && !team.deleted && normaliseTeamName(team.name) === normaliseTeamName(name),
  },
});

export const TEAM_NAME_EVENTS = teamNameReservation.events;
export const TEAM_NAME_EVENT_TYPES = teamNameReservation.eventTypes;
export type TeamNameState = ReservationState;
export type TeamNameCommand = ReservationCommand;
export const teamNameDecider: Decider<TeamNameState, TeamNameCommand, TeamNameEvent> =
  teamNameReservation.decider;
