import { assertNever, conflict, invalid, notFound } from '../shared/index.js';
import type { SaveTemplateData, TemplateCommand } from './commands.js';
import type { TemplateEvent, TemplateField } from './events.js';
import type { TemplateState } from './evolve.js';

export const TEMPLATE_TEAM_TAKEN = 'A team can be in one template only.';
export const TEMPLATE_TEAM_UNKNOWN = 'This team does not exist.';

/** Another live template has one of these teams (team-reservation.ts holds the rule). */
export const templateTeamTaken = () =>
  conflict('template_team_taken', TEMPLATE_TEAM_TAKEN, { teamIds: TEMPLATE_TEAM_TAKEN });

/** Refuses a team that is not a live one. */
export function assertTemplateTeamsLive(
  teamIds: readonly string[],
  liveTeamIds: readonly string[],
) {
  if (teamIds.some((id) => !liveTeamIds.includes(id))) {
    throw invalid('template_team_unknown', TEMPLATE_TEAM_UNKNOWN, {
      teamIds: TEMPLATE_TEAM_UNKNOWN,
    });
  }
}

/** Checks the teams and numbers the fields from 1, in the order they were given. */
function checked({ teamIds, fields, liveTeamIds }: SaveTemplateData) {
  assertTemplateTeamsLive(teamIds, liveTeamIds);
  const numbered: TemplateField[] = fields.map((name, index) => ({ name, order: index + 1 }));
  return { teamIds: [...new Set(teamIds)], fields: numbered };
}

export function decideTemplate(command: TemplateCommand, state: TemplateState): TemplateEvent[] {
  if (command.type === 'CreateTemplate') {
    if (state.exists) throw conflict('template_exists', 'This template already exists.');
    const { templateId, name } = command.data;
    return [{ type: 'TemplateCreated', data: { templateId, name, ...checked(command.data) } }];
  }
  if (!state.exists || state.deleted) throw notFound('Template');
  const { templateId } = state;
  switch (command.type) {
    case 'UpdateTemplate': {
      const next = { templateId, name: command.data.name, ...checked(command.data) };
      const same =
        next.name === state.name &&
        JSON.stringify([next.teamIds, next.fields]) ===
          JSON.stringify([state.teamIds, state.fields]);
      return same ? [] : [{ type: 'TemplateUpdated', data: next }];
    }
    case 'DeleteTemplate':
      return [{ type: 'TemplateDeleted', data: { templateId, name: state.name } }];
    default:
      return assertNever(command);
  }
}
