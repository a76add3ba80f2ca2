import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamEvent, TemplateEvent } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { teamsProjection } from '../teams/index.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { templatesProjection } from './projection.js';
import { listTemplates, teamsOfOtherTemplates, templateOfTeam } from './queries.js';

const platform = '0a000000-0000-4000-8000-000000000001';
const qa = '0a000000-0000-4000-8000-000000000002';
const engineering = '0c000000-0000-4000-8000-000000000001';
const old = '0c000000-0000-4000-8000-000000000002';

const recorded = eventRecorder();
const team = (event: TeamEvent) => recorded(event, `team-${event.data.teamId}`);
const template = (event: TemplateEvent) => recorded(event, `template-${event.data.templateId}`);
const teamEvents = [
  team({ type: 'TeamCreated', data: { teamId: platform, name: 'Platform' } }),
  team({ type: 'TeamCreated', data: { teamId: qa, name: 'QA' } }),
];
const fields = (...names: string[]) => names.map((name, i) => ({ name, order: i + 1 }));
const templateEvents = [
  template({
    type: 'TemplateCreated',
    data: { templateId: engineering, name: 'Eng', teamIds: [platform], fields: fields('Q') },
  }),
  template({
    type: 'TemplateUpdated',
    data: {
      templateId: engineering,
      name: 'Engineering',
      teamIds: [qa, platform],
      fields: fields('Quality', 'Delivery'),
    },
  }),
  template({
    type: 'TemplateCreated',
    data: { templateId: old, name: 'Old', teamIds: [], fields: fields('X') },
  }),
  template({ type: 'TemplateDeleted', data: { templateId: old, name: 'Old' } }),
];

describe('templates read model', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await applyOnceAndTwice(db, teamsProjection, teamEvents);
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, templatesProjection, templateEvents);
    expect(twice).toEqual(once);
  });

  it('lists live templates with their teams by name and numbered fields', async () => {
    expect(await listTemplates(db)).toEqual([
      {
        id: engineering,
        name: 'Engineering',
        teams: [
          { id: platform, name: 'Platform' },
          { id: qa, name: 'QA' },
        ],
        fields: fields('Quality', 'Delivery'),
      },
    ]);
  });

  it("finds a team's template by the team's name, and the teams other templates hold", async () => {
    expect((await templateOfTeam(db, ' platform '))?.id).toBe(engineering);
    expect(await templateOfTeam(db, 'Design')).toBeNull();
    expect(await templateOfTeam(db, null)).toBeNull();
    expect((await teamsOfOtherTemplates(db, null)).sort()).toEqual([platform, qa]);
    expect(await teamsOfOtherTemplates(db, engineering)).toEqual([]);
  });
});
