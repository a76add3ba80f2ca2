import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { TeamCommand } from './commands.js';
import { decideTeam } from './decide.js';
import type { TeamCreated, TeamEvent } from './events.js';
import { evolveTeam, initialTeamState, type TeamState } from './evolve.js';

const spec = deciderSpec<TeamState, TeamCommand, TeamEvent>({
  initialState: initialTeamState,
  evolve: evolveTeam,
  decide: decideTeam,
});

const teamId = '5b1f0d7e-2a3c-5d4e-8f60-718293a4b5c6';
const created: TeamCreated = { type: 'TeamCreated', data: { teamId, name: 'Platform' } };

describe('a team that does not exist', () => {
  it('is created', () => {
    spec
      .given([])
      .when({ type: 'CreateTeam', data: { teamId, name: 'Platform' } })
      .then([created]);
  });

  it('cannot be renamed or deleted', () => {
    spec
      .given([])
      .when({ type: 'RenameTeam', data: { name: 'Core' } })
      .thenThrows('not_found', 'Team was not found.');
    spec
      .given([])
      .when({ type: 'DeleteTeam', data: { memberCount: 0 } })
      .thenThrows('not_found');
  });
});

describe('a live team', () => {
  const given = spec.given([created]);

  it('cannot be created twice', () => {
    given
      .when({ type: 'CreateTeam', data: { teamId, name: 'Platform' } })
      .thenThrows('team_exists');
  });

  it('is renamed with the old name kept for audit', () => {
    given
      .when({ type: 'RenameTeam', data: { name: 'Core Platform' } })
      .then([{ type: 'TeamRenamed', data: { teamId, from: 'Platform', to: 'Core Platform' } }]);
  });

  it('may change only the case of its own name', () => {
    given
      .when({ type: 'RenameTeam', data: { name: 'PLATFORM' } })
      .then([{ type: 'TeamRenamed', data: { teamId, from: 'Platform', to: 'PLATFORM' } }]);
  });

  it('records nothing when renamed to the same name', () => {
    given.when({ type: 'RenameTeam', data: { name: 'Platform' } }).then([]);
  });

  it('is deleted when nobody is in it', () => {
    given
      .when({ type: 'DeleteTeam', data: { memberCount: 0 } })
      .then([{ type: 'TeamDeleted', data: { teamId, name: 'Platform' } }]);
  });

  it('is not deleted while people are in it', () => {
    given
      .when({ type: 'DeleteTeam', data: { memberCount: 3 } })
      .thenThrows(
        'team_has_members',
        'This team still has 3 members. Move them to another team first.',
      );
    given
      .when({ type: 'DeleteTeam', data: { memberCount: 1 } })
      .thenThrows(
        'team_has_members',
        'This team still has 1 member. Move them to another team first.',
      );
  });
});

describe('a deleted team', () => {
  const given = spec.given([created, { type: 'TeamDeleted', data: { teamId, name: 'Platform' } }]);

  it('is gone for renames and deletes', () => {
    given.when({ type: 'RenameTeam', data: { name: 'Core' } }).thenThrows('not_found');
    given.when({ type: 'DeleteTeam', data: { memberCount: 0 } }).thenThrows('not_found');
  });
});
