import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import {
  normaliseTeamName,
  teamNameDecider,
  teamNameStream,
  type TeamNameCommand,
  type TeamNameEvent,
  type TeamNameState,
} from './name-reservation.js';

const spec = deciderSpec<TeamNameState, TeamNameCommand, TeamNameEvent>(teamNameDecider);
const platform = '5b1f0d7e-2a3c-5d4e-8f60-718293a4b5c6';
const qa = '6c2f0d7e-2a3c-5d4e-8f60-718293a4b5c7';
const reserved: TeamNameEvent = {
  type: 'TeamNameReserved',
  data: { name: 'Platform', teamId: platform },
};

describe('the reservation stream of a team name', () => {
  it('is one stream per name, ignoring case and surrounding spaces', () => {
    expect(teamNameStream('  Platform ')).toBe(teamNameStream('PLATFORM'));
    expect(teamNameStream('Platform')).not.toBe(teamNameStream('QA'));
    expect(normaliseTeamName(' Core  Platform ')).toBe('core  platform');
    expect(teamNameStream('a/b c')).toBe('team-name-a%2Fb%20c');
  });
});

describe('a free name', () => {
  it('is reserved for the team that asks first', () => {
    spec
      .given([])
      .when({
        type: 'Reserve',
        data: { key: 'Platform', holderId: platform, holderLapsed: false, holderLabel: null },
      })
      .then([reserved]);
  });

  it('is free again once released, for another team', () => {
    spec
      .given([reserved, { type: 'TeamNameReleased', data: { name: 'Platform', teamId: platform } }])
      .when({
        type: 'Reserve',
        data: { key: 'platform', holderId: qa, holderLapsed: false, holderLabel: null },
      })
      .then([{ type: 'TeamNameReserved', data: { name: 'platform', teamId: qa } }]);
  });
});

describe('a reserved name', () => {
  const given = spec.given([reserved]);
  it('is refused to another team', () => {
    given
      .when({
        type: 'Reserve',
        data: { key: 'PLATFORM', holderId: qa, holderLapsed: false, holderLabel: null },
      })
      .thenThrows('team_name_taken', 'A team with this name already exists.');
  });

  it('is taken over when the holder never created its team', () => {
    given
      .when({
        type: 'Reserve',
        data: { key: 'Platform', holderId: qa, holderLapsed: true, holderLabel: null },
      })
      .then([{ type: 'TeamNameReserved', data: { name: 'Platform', teamId: qa } }]);
  });

  it('records nothing when its holder reserves it again (a retried request)', () => {
    given
      .when({
        type: 'Reserve',
        data: { key: 'Platform', holderId: platform, holderLapsed: false, holderLabel: null },
      })
      .then([]);
  });

  it('is released only by its holder', () => {
    given.when({ type: 'Release', data: { holderId: qa } }).then([]);
    given
      .when({ type: 'Release', data: { holderId: platform } })
      .then([{ type: 'TeamNameReleased', data: { name: 'Platform', teamId: platform } }]);
  });
});
