import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/test-support/decider-spec.js';
import type { SaveScoreStep, ScoreCommand } from './commands.js';
import {
  AT_LEAST_ONE_PROJECT,
  decideScore,
  HR_FINAL_ONLY,
  HR_NOT_OWN_SCORE,
  HR_STEP_ONLY,
  MONTH_NOT_SCORABLE,
  NO_TEMPLATE,
  NOT_SUBMITTED,
  NOT_YOUR_STEP,
  NOTHING_TO_REMIND,
  PROJECTS_NEED_HOURS,
  SCORE_APPROVED,
  SCORE_STALE,
  STEP_ALREADY_SUBMITTED,
  weightageNot100,
} from './decide.js';
import type { ScoreEvent, ScoreStepSaved } from './events.js';
import { evolveScore, initialScoreState, type ScoreState } from './evolve.js';
import type { ScoreDetails } from './totals.js';

const spec = deciderSpec<ScoreState, ScoreCommand, ScoreEvent>({
  initialState: initialScoreState,
  evolve: evolveScore,
  decide: decideScore,
});

const userId = '0b7f6c1e-3f0a-4b7e-9a51-3c1f2f0c9a11';
const [lead1, lead2, lead3, hr] = [
  '1a000000-0000-4000-8000-000000000001',
  '1a000000-0000-4000-8000-000000000002',
  '1a000000-0000-4000-8000-000000000003',
  '1a000000-0000-4000-8000-000000000004',
];
const month = '2026-02';
const template = { name: 'Engineering', fields: ['Quality', 'Delivery'] };
const general = (a: number, b: number): ScoreDetails => ({
  type: 'general',
  criteria: [
    { name: 'Quality', rating: a },
    { name: 'Delivery', rating: b },
  ],
});
const project = (name: string, weightage: number, a: number, b: number) => ({
  name,
  weightage,
  comments: '',
  criteria: [
    { name: 'Quality', rating: a },
    { name: 'Delivery', rating: b },
  ],
});

type SaveData = SaveScoreStep['data'];
const save = (overrides: Partial<SaveData> = {}): ScoreCommand => ({
  type: 'SaveScoreStep',
  data: {
    userId,
    month,
    step: 'lead1',
    actor: { id: lead1, isHr: false },
    status: 'submitted',
    baseVersion: 0,
    score: general(4, 5),
    comments: 'Good month.',
    leadIds: [lead1, lead2],
    template,
    hoursLogged: true,
    latestScorableMonth: '2026-02',
    ...overrides,
  },
});
const saved = (overrides: Partial<ScoreStepSaved['data']> = {}): ScoreStepSaved => ({
  type: 'ScoreStepSaved',
  data: {
    userId,
    month,
    step: 'lead1',
    savedBy: lead1,
    status: 'submitted',
    score: general(4, 5),
    comments: 'Good month.',
    stepTotal: 4.5,
    version: 1,
    leadIds: [lead1, lead2],
    templateName: 'Engineering',
    totalBefore: null,
    totalAfter: 4.5,
    ...overrides,
  },
});
const lead1Submitted = saved();
const lead2Submitted = saved({
  step: 'lead2',
  savedBy: lead2,
  score: general(3, 3),
  stepTotal: 3,
  totalBefore: 4.5,
  totalAfter: 3.75,
});
const submitted: ScoreEvent = { type: 'ScoreSubmitted', data: { userId, month, total: 3.75 } };
const approved: ScoreEvent = {
  type: 'ScoreApproved',
  data: { userId, month, total: 3.75, approvedBy: hr },
};
const reminderIds: [string, string, string] = [
  '2b000000-0000-4000-8000-000000000001',
  '2b000000-0000-4000-8000-000000000002',
  '2b000000-0000-4000-8000-000000000003',
];

describe('a month nobody has scored yet', () => {
  const none = spec.given([]);
  it('takes a lead submitting their step, with the total before and after', () => {
    none.when(save()).then([lead1Submitted]);
  });
  it('takes a draft, which does not count toward the total', () => {
    none.when(save({ status: 'draft' })).then([saved({ status: 'draft', totalAfter: null })]);
  });
  it('lets a lead write only their own step (403)', () => {
    none.when(save({ step: 'lead2' })).thenThrows('forbidden', NOT_YOUR_STEP);
    none.when(save({ step: 'lead3', leadIds: [lead1, lead2] })).thenThrows('forbidden');
  });
  it('refuses a month that is not over yet (422)', () => {
    none.when(save({ month: '2026-03' })).thenThrows('score_month_open', MONTH_NOT_SCORABLE);
  });
  it("refuses a team without a template with the spec's message (422)", () => {
    none.when(save({ template: null })).thenThrows('score_no_template', NO_TEMPLATE);
  });
  it('needs a rating for each of the template fields (400)', () => {
    none
      .when(save({ score: { type: 'general', criteria: [{ name: 'Quality', rating: 4 }] } }))
      .thenThrows('score_criteria', 'Missing field');
    none.when(save({ score: null })).thenThrows('score_missing', 'Missing field');
  });
  it('submits when the only assigned lead submits', () => {
    none
      .when(save({ leadIds: [lead1] }))
      .then([
        saved({ leadIds: [lead1] }),
        { type: 'ScoreSubmitted', data: { userId, month, total: 4.5 } },
      ]);
  });
});

describe('project scoring', () => {
  const none = spec.given([]);
  it('drops zero-weightage projects and totals by weightage', () => {
    const score: ScoreDetails = {
      type: 'project',
      projects: [project('Atlas', 60, 5, 5), project('Idle', 0, 1, 1), project('Beacon', 40, 3, 4)],
    };
    none.when(save({ score })).then([
      saved({
        score: {
          type: 'project',
          projects: [project('Atlas', 60, 5, 5), project('Beacon', 40, 3, 4)],
        },
        // (60 x 5 + 40 x 3.5) / 100 = 4.4
        stepTotal: 4.4,
        totalAfter: 4.4,
      }),
    ]);
  });
  it('needs the weightages to sum to exactly 100 after rounding (422)', () => {
    const score: ScoreDetails = {
      type: 'project',
      projects: [project('Atlas', 60.4, 5, 5), project('Beacon', 30, 3, 4)],
    };
    none.when(save({ score })).thenThrows('score_weightage', weightageNot100(90));
  });
  it('needs at least one project left (422)', () => {
    none
      .when(save({ score: { type: 'project', projects: [project('Idle', 0, 1, 1)] } }))
      .thenThrows('score_no_project', AT_LEAST_ONE_PROJECT);
  });
  it('is offered only when the person logged hours that month (422)', () => {
    const score: ScoreDetails = { type: 'project', projects: [project('Atlas', 100, 5, 5)] };
    none
      .when(save({ score, hoursLogged: false }))
      .thenThrows('score_projects_need_hours', PROJECTS_NEED_HOURS);
  });
});

describe('a score with one lead step submitted', () => {
  const given = spec.given([lead1Submitted]);
  it('submits the score when the last assigned lead submits', () => {
    given
      .when(save({ step: 'lead2', actor: { id: lead2, isHr: false }, score: general(3, 3) }))
      .then([lead2Submitted, submitted]);
  });
  it('no longer takes that lead step (409)', () => {
    given.when(save({ baseVersion: 1 })).thenThrows('score_step_submitted', STEP_ALREADY_SUBMITTED);
  });
});

describe('a score with a draft step', () => {
  const draft = saved({ status: 'draft', totalAfter: null });
  const given = spec.given([draft]);
  it('takes the next save based on the current version', () => {
    given
      .when(save({ baseVersion: 1, score: general(5, 5) }))
      .then([saved({ score: general(5, 5), stepTotal: 5, version: 2, totalAfter: 5 })]);
  });
  it('refuses a save based on a stale version of the same step (409)', () => {
    given.when(save({ baseVersion: 0 })).thenThrows('score_stale', SCORE_STALE);
  });
  it("does not mind another step's version: each lead has their own", () => {
    given
      .when(save({ step: 'lead2', actor: { id: lead2, isHr: false }, score: general(3, 3) }))
      .then([
        saved({ step: 'lead2', savedBy: lead2, score: general(3, 3), stepTotal: 3, totalAfter: 3 }),
      ]);
  });
});

describe('the HR step', () => {
  const hrSave = (overrides: Partial<SaveData> = {}) =>
    save({
      step: 'hr',
      actor: { id: hr, isHr: true },
      score: null,
      comments: 'Noted.',
      ...overrides,
    });
  it('takes HR comments, saved only as final', () => {
    spec
      .given([lead1Submitted])
      .when(hrSave())
      .then([
        saved({
          step: 'hr',
          savedBy: hr,
          score: null,
          comments: 'Noted.',
          stepTotal: null,
          templateName: 'Engineering',
          totalBefore: 4.5,
          totalAfter: 4.5,
        }),
      ]);
  });
  it('refuses a draft (422) and anyone but HR (403)', () => {
    spec
      .given([])
      .when(hrSave({ status: 'draft' }))
      .thenThrows('score_hr_final_only', HR_FINAL_ONLY);
    spec
      .given([])
      .when(hrSave({ actor: { id: lead1, isHr: false } }))
      .thenThrows('forbidden', HR_STEP_ONLY);
  });
  it("refuses HR comments on HR's own score (403)", () => {
    spec
      .given([lead1Submitted])
      .when(hrSave({ userId: hr }))
      .thenThrows('forbidden', HR_NOT_OWN_SCORE);
  });
});

describe('approval', () => {
  it('approves a submitted score with its total', () => {
    spec
      .given([lead1Submitted, lead2Submitted, submitted])
      .when({ type: 'ApproveScore', data: { userId, month, approvedBy: hr } })
      .then([approved]);
  });
  it('refuses a score that is not submitted (422), and records nothing twice', () => {
    spec
      .given([lead1Submitted])
      .when({ type: 'ApproveScore', data: { userId, month, approvedBy: hr } })
      .thenThrows('score_not_submitted', NOT_SUBMITTED);
    spec
      .given([lead1Submitted, lead2Submitted, submitted, approved])
      .when({ type: 'ApproveScore', data: { userId, month, approvedBy: hr } })
      .then([]);
  });
  it('freezes the score: every later save is refused (409)', () => {
    const frozen = spec.given([lead1Submitted, lead2Submitted, submitted, approved]);
    frozen
      .when(save({ step: 'hr', actor: { id: hr, isHr: true }, score: null }))
      .thenThrows('score_approved', SCORE_APPROVED);
    frozen.when(save({ baseVersion: 1 })).thenThrows('score_approved');
  });
});

describe('score reminders', () => {
  const remind = (step: 'lead1' | 'lead2' | 'lead3' | null = null): ScoreCommand => ({
    type: 'RequestScoreReminders',
    data: { userId, month, step, leadIds: [lead1, lead2, lead3], reminderIds, requestedBy: hr },
  });
  const requested = (index: 0 | 1 | 2, step: 'lead1' | 'lead2' | 'lead3', leadId: string) => ({
    type: 'ScoreReminderRequested' as const,
    data: { reminderId: reminderIds[index], userId, month, step, leadId, requestedBy: hr },
  });
  it('go to every lead who has not submitted', () => {
    spec
      .given([lead1Submitted])
      .when(remind())
      .then([requested(1, 'lead2', lead2), requested(2, 'lead3', lead3)]);
  });
  it('go to one step when asked', () => {
    spec
      .given([])
      .when(remind('lead3'))
      .then([requested(2, 'lead3', lead3)]);
  });
  it('go to each lead once for a month: asked again, nothing new is recorded', () => {
    spec
      .given([requested(1, 'lead2', lead2)])
      .when(remind())
      .then([requested(0, 'lead1', lead1), requested(2, 'lead3', lead3)]);
    spec
      .given([
        requested(0, 'lead1', lead1),
        requested(1, 'lead2', lead2),
        requested(2, 'lead3', lead3),
      ])
      .when(remind())
      .then([]);
  });
  it("refuse with the spec's message when every lead has submitted or it is approved", () => {
    spec
      .given([lead1Submitted])
      .when(remind('lead1'))
      .thenThrows('score_reminder_none', NOTHING_TO_REMIND);
    spec
      .given([lead1Submitted, lead2Submitted, submitted, approved])
      .when(remind())
      .thenThrows('score_reminder_none');
  });
  it('record the send once', () => {
    const sent = { reminderId: reminderIds[1], to: 'lead2@x.test', at: '2026-03-02T09:00:00.000Z' };
    const given = [requested(1, 'lead2', lead2)];
    spec
      .given(given)
      .when({ type: 'RecordScoreReminderSent', data: sent })
      .then([{ type: 'ScoreReminderSent', data: sent }]);
    spec
      .given([...given, { type: 'ScoreReminderSent', data: sent }])
      .when({ type: 'RecordScoreReminderSent', data: sent })
      .then([]);
    spec.given([]).when({ type: 'RecordScoreReminderSent', data: sent }).thenThrows('not_found');
  });
});
