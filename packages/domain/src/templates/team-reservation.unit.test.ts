import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { ReservationCommand, ReservationState } from '../shared/index.js';
import { templateDecider } from './decider.js';
import type { TemplateEvent } from './events.js';
import {
  templateTeamReservation,
  templateTeamStream,
  type TemplateTeamEvent,
} from './team-reservation.js';

const spec = deciderSpec<ReservationState, ReservationCommand, TemplateTeamEvent>(
  templateTeamReservation.decider,
);
const engineering = '7d1f0d7e-2a3c-4d4e-8f60-718293a4b5c6';
const operations = '8e2f0d7e-2a3c-4d4e-8f60-718293a4b5c7';
const platform = '5b1f0d7e-2a3c-4d4e-8f60-718293a4b5c6';
const reserve = (holderId: string, holderLapsed = false) =>
  ({
    type: 'Reserve',
    data: { key: platform, holderId, holderLapsed, holderLabel: null },
  }) as const;
const reserved: TemplateTeamEvent = {
  type: 'TemplateTeamReserved',
  data: { teamId: platform, templateId: engineering },
};

describe('the reservation stream of a team for templates', () => {
  it('is one stream per team id', () => {
    expect(templateTeamStream(platform)).toBe(`template-team-${platform}`);
  });
});

describe('a team no template has', () => {
  it('is reserved for the template that asks first', () => {
    spec.given([]).when(reserve(engineering)).then([reserved]);
  });
  it('is free again once released', () => {
    spec
      .given([
        reserved,
        { type: 'TemplateTeamReleased', data: { teamId: platform, templateId: engineering } },
      ])
      .when(reserve(operations))
      .then([{ type: 'TemplateTeamReserved', data: { teamId: platform, templateId: operations } }]);
  });
});

describe('a team a template has', () => {
  const given = spec.given([reserved]);
  it('is refused to another template', () => {
    given
      .when(reserve(operations))
      .thenThrows('template_team_taken', 'A team can be in one template only.');
  });
  it('records nothing when its template asks again', () => {
    given.when(reserve(engineering)).then([]);
  });
  it('is taken over once the holder has lapsed', () => {
    given
      .when(reserve(operations, true))
      .then([{ type: 'TemplateTeamReserved', data: { teamId: platform, templateId: operations } }]);
  });
  it('is released only by its template', () => {
    given.when({ type: 'Release', data: { holderId: operations } }).then([]);
    given
      .when({ type: 'Release', data: { holderId: engineering } })
      .then([
        { type: 'TemplateTeamReleased', data: { teamId: platform, templateId: engineering } },
      ]);
  });
});

describe('whether a template still carries a team', () => {
  const fold = (events: TemplateEvent[]) =>
    events.reduce(templateDecider.evolve, templateDecider.initialState);
  const created: TemplateEvent = {
    type: 'TemplateCreated',
    data: { templateId: engineering, name: 'Engineering', teamIds: [platform], fields: [] },
  };
  const { carries } = templateTeamReservation.holder;
  it('carries its teams while live, and none once updated without them or deleted', () => {
    expect(carries(fold([created]), platform)).toBe(true);
    expect(carries(fold([]), platform)).toBe(false);
    const without = fold([
      created,
      { type: 'TemplateUpdated', data: { ...created.data, teamIds: [] } },
    ]);
    expect(carries(without, platform)).toBe(false);
    const deleted = fold([
      created,
      { type: 'TemplateDeleted', data: { templateId: engineering, name: 'Engineering' } },
    ]);
    expect(carries(deleted, platform)).toBe(false);
  });
});
