import { defineReservation, type ReservationEvent } from '../shared/index.js';
import { templateTeamTaken } from './decide.js';
import { templateDecider } from './decider.js';
import { templateStream } from './events.js';

/**
 * A team belongs to at most one live template. The rule spans every template stream, so
 * it holds through one reservation stream per team (shared/reservation.ts).
 */
export const templateTeamStream = (teamId: string) => `template-team-${encodeURIComponent(teamId)}`;

/** A template took the team (created or updated with it). */
export type TemplateTeamReserved = ReservationEvent<'TemplateTeamReserved', 'teamId', 'templateId'>;
/** The template let the team go (updated without it, or deleted). */
export type TemplateTeamReleased = ReservationEvent<'TemplateTeamReleased', 'teamId', 'templateId'>;
export type TemplateTeamEvent = TemplateTeamReserved | TemplateTeamReleased;

export const templateTeamReservation = defineReservation({
  reserved: 'TemplateTeamReserved',
  released: 'TemplateTeamReleased',
  keyField: 'teamId',
  holderField: 'templateId',
  stream: templateTeamStream,
  taken: templateTeamTaken,
  holder: {
    stream: templateStream,
    decider: templateDecider,
    carries: (template, teamId) =>
      template.exists && !template.deleted && template.teamIds.includes(teamId),
  },
});

export const TEMPLATE_TEAM_EVENTS = templateTeamReservation.events;
