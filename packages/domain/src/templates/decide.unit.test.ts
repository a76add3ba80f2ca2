import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { SaveTemplateData, TemplateCommand } from './commands.js';
import { templateInputSchema } from './contracts.js';
import { decideTemplate, TEMPLATE_TEAM_UNKNOWN } from './decide.js';
import type { TemplateCreated, TemplateEvent } from './events.js';
import { evolveTemplate, initialTemplateState, type TemplateState } from './evolve.js';

const spec = deciderSpec<TemplateState, TemplateCommand, TemplateEvent>({
  initialState: initialTemplateState,
  evolve: evolveTemplate,
  decide: decideTemplate,
});

const templateId = '7d1f0d7e-2a3c-4d4e-8f60-718293a4b5c6';
const platform = '5b1f0d7e-2a3c-4d4e-8f60-718293a4b5c6';
const qa = '6c2f0d7e-2a3c-4d4e-8f60-718293a4b5c7';
const save = (overrides: Partial<SaveTemplateData> = {}): SaveTemplateData => ({
  name: 'Engineering',
  teamIds: [platform],
  fields: ['Quality', 'Delivery'],
  liveTeamIds: [platform, qa],
  ...overrides,
});
const created: TemplateCreated = {
  type: 'TemplateCreated',
  data: {
    templateId,
    name: 'Engineering',
    teamIds: [platform],
    fields: [
      { name: 'Quality', order: 1 },
      { name: 'Delivery', order: 2 },
    ],
  },
};

describe('a template that does not exist', () => {
  it('is created with its fields numbered from 1', () => {
    spec
      .given([])
      .when({ type: 'CreateTemplate', data: { templateId, ...save() } })
      .then([created]);
  });
  it('refuses a team that does not exist (400)', () => {
    spec
      .given([])
      .when({ type: 'CreateTemplate', data: { templateId, ...save({ liveTeamIds: [qa] }) } })
      .thenThrows('template_team_unknown', TEMPLATE_TEAM_UNKNOWN);
  });
  it('cannot be updated or deleted (404)', () => {
    spec.given([]).when({ type: 'UpdateTemplate', data: save() }).thenThrows('not_found');
    spec.given([]).when({ type: 'DeleteTemplate' }).thenThrows('not_found');
  });
});

describe('a live template', () => {
  const given = spec.given([created]);
  it('is updated with all its teams and renumbered fields', () => {
    given
      .when({
        type: 'UpdateTemplate',
        data: save({ name: 'Eng', teamIds: [platform, qa], fields: ['Delivery'] }),
      })
      .then([
        {
          type: 'TemplateUpdated',
          data: {
            templateId,
            name: 'Eng',
            teamIds: [platform, qa],
            fields: [{ name: 'Delivery', order: 1 }],
          },
        },
      ]);
  });
  it('records nothing when saved unchanged', () => {
    given.when({ type: 'UpdateTemplate', data: save() }).then([]);
  });
  it('is deleted, and then gone', () => {
    given
      .when({ type: 'DeleteTemplate' })
      .then([{ type: 'TemplateDeleted', data: { templateId, name: 'Engineering' } }]);
    spec
      .given([created, { type: 'TemplateDeleted', data: { templateId, name: 'Engineering' } }])
      .when({ type: 'DeleteTemplate' })
      .thenThrows('not_found', 'Template was not found.');
  });
});

describe('templateInputSchema (SPEC.md 5)', () => {
  const messages = (body: unknown) =>
    templateInputSchema
      .safeParse(body)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  it('says which part is missing', () => {
    expect(messages({ name: ' ', teamIds: [], fields: ['Quality', ''] })).toEqual([
      ['name', 'Name is required.'],
      ['teamIds', 'Team Name is required.'],
      ['fields.1', 'Missing Title'],
    ]);
  });
  it('needs at least one field', () => {
    expect(messages({ name: 'E', teamIds: [platform], fields: [] })).toEqual([
      ['fields', 'Add at least one field.'],
    ]);
  });
});
