import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreEvent, ScoreStepSaved } from '@teamledger/domain';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/database.js';
import { migrateDatabase } from '../migrate.js';
import { eventRecorder } from '../test-support/recorded.js';
import { applyOnceAndTwice } from '../test-support/replay-twice.js';
import { scoresProjection } from './projection.js';
import { scoresOf } from './queries.js';

const uma = '0b000000-0000-4000-8000-000000000001';
const lead1 = '0b000000-0000-4000-8000-000000000002';
const lead2 = '0b000000-0000-4000-8000-000000000003';

const recorded = eventRecorder();
const score = (event: ScoreEvent, at?: string) => recorded(event, `score-${uma}-2026-02`, at);
const saved = (overrides: Partial<ScoreStepSaved['data']>): ScoreEvent => ({
  type: 'ScoreStepSaved',
  data: {
    userId: uma,
    month: '2026-02',
    step: 'lead1',
    savedBy: lead1,
    status: 'draft',
    score: { type: 'general', criteria: [{ name: 'Quality', rating: 4 }] },
    comments: '',
    stepTotal: 4,
    version: 1,
    leadIds: [lead1, lead2],
    templateName: 'Engineering',
    totalBefore: null,
    totalAfter: null,
    ...overrides,
  },
});
const events = [
  score(saved({}), '2026-03-02T09:00:00.000Z'),
  score(saved({ status: 'submitted', version: 2, totalAfter: 4 }), '2026-03-02T10:00:00.000Z'),
  score(
    saved({
      step: 'lead2',
      savedBy: lead2,
      status: 'submitted',
      stepTotal: 3,
      totalBefore: 4,
      totalAfter: 3.5,
    }),
    '2026-03-02T11:00:00.000Z',
  ),
  score({ type: 'ScoreSubmitted', data: { userId: uma, month: '2026-02', total: 3.5 } }),
  score({
    type: 'ScoreApproved',
    data: { userId: uma, month: '2026-02', total: 3.5, approvedBy: lead1 },
  }),
];

describe('scores read model', () => {
  let database: TestDatabase;
  let db: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateDatabase({ DATABASE_URL: database.url });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  it('ends identical when every event is applied twice', async () => {
    const { once, twice } = await applyOnceAndTwice(db, scoresProjection, events);
    expect(twice).toEqual(once);
  });

  it('keeps each step as last saved, the total, and the submitted and approved flags', async () => {
    const [row, ...rest] = await scoresOf(db, [uma], ['2026-01', '2026-02']);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      userId: uma,
      month: '2026-02',
      templateName: 'Engineering',
      leadIds: [lead1, lead2],
      total: 3.5,
      submitted: true,
      approved: true,
    });
    expect(row!.steps.lead1).toMatchObject({ status: 'submitted', version: 2, total: 4 });
    expect(row!.steps.lead2).toMatchObject({
      status: 'submitted',
      savedBy: lead2,
      savedAt: '2026-03-02T11:00:00.000Z',
    });
    expect(row!.steps.hr).toBeUndefined();
    expect(await scoresOf(db, [uma], ['2026-01'])).toEqual([]);
  });
});
