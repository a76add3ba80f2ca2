import { assertNever, conflict, notFound, ruleViolation } from '../shared/index.js';
import type { TeamCommand } from './commands.js';
import type { TeamEvent } from './events.js';
import type { TeamState } from './evolve.js';

export const TEAM_NAME_TAKEN = 'A team with this name already exists.';

export function decideTeam(command: TeamCommand, state: TeamState): TeamEvent[] {
  if (command.type === 'CreateTeam') {
    if (state.exists) throw conflict('team_exists', 'This team already exists.');
    return [
      { type: 'TeamCreated', data: { teamId: command.data.teamId, name: command.data.name } },
    ];
  }
  if (!state.exists || state.deleted) throw notFound('Team');
  const { teamId } = state;

  switch (command.type) {
    case 'RenameTeam':
      if (command.data.name === state.name) return [];
      return [{ type: 'TeamRenamed', data: { teamId, from: state.name, to: command.data.name } }];
    case 'DeleteTeam': {
      // Deleting a team with members would leave them in a team nobody can pick or rename.
      const { memberCount } = command.data;
      if (memberCount > 0) {
        throw ruleViolation(
          'team_has_members',
          `This team still has ${memberCount} ${memberCount === 1 ? 'member' : 'members'}. Move them to another team first.`,
        );
      }
      return [{ type: 'TeamDeleted', data: { teamId, name: state.name } }];
    }
    default:
      return assertNever(command);
  }
}
