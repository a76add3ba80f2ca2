import { describe, expect, it } from 'vitest';
import type { Score, ScoreHistory, ScoreStepView } from './contracts.js';
import type { ScoreStep } from './events.js';
import {
  scoreVisibility,
  visibilityAsOf,
  visibleHistory,
  visibleScore,
  withheldScore,
  type ScoreReader,
} from './visibility.js';

const person = 'person';
const [lead1, lead2, hr, admin, stranger] = ['lead-1', 'lead-2', 'hr', 'admin', 'stranger'];
const leadsNow = [lead1, lead2];

const step = (name: ScoreStep, leadId: string, status: ScoreStepView['status']) => ({
  step: name,
  leadId,
  leadName: leadId,
  status,
  version: status === 'pending' ? 0 : 1,
  score: null,
  comments: `${name} private notes`,
  total: status === 'pending' ? null : 4,
  savedAt: null,
});

/** Given a month where lead 1 submitted, lead 2 holds a draft and HR has not written yet. */
const pendingMonth: Score = {
  userId: person,
  userName: 'Person',
  month: '2026-10',
  monthLabel: 'Oct 2026',
  total: 4,
  status: 'pending',
  approved: false,
  exists: true,
  templateName: 'Engineering',
  steps: [
    step('lead1', lead1, 'submitted'),
    step('lead2', lead2, 'draft'),
    step('hr', hr, 'pending'),
  ],
};
const submittedMonth: Score = {
  ...pendingMonth,
  status: 'submitted',
  steps: [
    step('lead1', lead1, 'submitted'),
    step('lead2', lead2, 'submitted'),
    step('hr', hr, 'submitted'),
  ],
};
const approvedMonth: Score = { ...submittedMonth, approved: true };

const reader = (id: string, seesEveryStep = false): ScoreReader => ({ id, seesEveryStep });
const seen = (score: Score, who: ScoreReader, leads = leadsNow) =>
  visibleScore(score, scoreVisibility(who, score, leads));
const stepsOf = (score: Score | null) => score?.steps.map((s) => s.step);

describe('a month still pending (lead 1 submitted, lead 2 drafting)', () => {
  it('when lead 2 reads it, then only lead 2 step shows, without the running total', () => {
    const view = seen(pendingMonth, reader(lead2));
    expect(stepsOf(view)).toEqual(['lead2']);
    expect(view?.steps[0]?.comments).toBe('lead2 private notes');
    expect(view?.total).toBeNull();
  });
  it('when lead 1 reads it, then only lead 1 step shows', () => {
    expect(stepsOf(seen(pendingMonth, reader(lead1)))).toEqual(['lead1']);
  });
  it('when HR, an Admin or a Manager reads it, then every step and the total show', () => {
    for (const who of [reader(hr, true), reader(admin, true)]) {
      const view = seen(pendingMonth, who);
      expect(stepsOf(view)).toEqual(['lead1', 'lead2', 'hr']);
      expect(view?.total).toBe(4);
    }
  });
  it('when the scored person reads it, then nothing of the month shows', () => {
    expect(scoreVisibility(reader(person), pendingMonth, leadsNow)).toEqual({ kind: 'none' });
    expect(seen(pendingMonth, reader(person))).toBeNull();
  });
  it('when someone who leads nobody here reads it, then nothing shows', () => {
    expect(seen(pendingMonth, reader(stranger))).toBeNull();
  });
  it('when a lead scored no step yet but leads the person now, then an empty month shows', () => {
    const unsaved: Score = { ...pendingMonth, steps: [], exists: false, total: null };
    expect(scoreVisibility(reader(lead2), unsaved, leadsNow)).toEqual({
      kind: 'own',
      steps: [],
      total: false,
    });
  });
  it('when a former lead reads the month they scored, then their own step still shows', () => {
    expect(stepsOf(seen(pendingMonth, reader(lead1), [lead2]))).toEqual(['lead1']);
  });
});

describe('a month every lead submitted', () => {
  it('when a lead reads it, then their step and the final total show', () => {
    const view = seen(submittedMonth, reader(lead2));
    expect(stepsOf(view)).toEqual(['lead2']);
    expect(view?.total).toBe(4);
  });
  it('when the scored person reads it before approval, then nothing shows', () => {
    expect(seen(submittedMonth, reader(person))).toBeNull();
  });
});

describe('an approved month', () => {
  it("when the scored person reads it, then every step's comments show", () => {
    const view = seen(approvedMonth, reader(person));
    expect(view?.steps.map((s) => s.comments)).toEqual([
      'lead1 private notes',
      'lead2 private notes',
      'hr private notes',
    ]);
  });
  it('when an Admin reads their own pending month, then the scored-person rule holds', () => {
    const own = { ...pendingMonth, userId: admin };
    expect(seen(own, reader(admin, true))).toBeNull();
  });
});

describe('a month every lead submitted, read as it stood before they had', () => {
  const today = (who: ScoreReader) => scoreVisibility(who, submittedMonth, leadsNow);
  it("when a lead reads it, then their step shows without the total (another lead's rating then)", () => {
    const then = visibleScore(pendingMonth, visibilityAsOf(today(reader(lead1)), pendingMonth));
    expect(stepsOf(then)).toEqual(['lead1']);
    expect(then?.total).toBeNull();
  });
  it('when a lead reads it as it stood once submitted, then the total shows', () => {
    const then = visibleScore(submittedMonth, visibilityAsOf(today(reader(lead1)), submittedMonth));
    expect(then?.total).toBe(4);
  });
  it('when HR reads it, then every step and the total then show', () => {
    const then = visibleScore(pendingMonth, visibilityAsOf(today(reader(hr, true)), pendingMonth));
    expect(stepsOf(then)).toEqual(['lead1', 'lead2', 'hr']);
    expect(then?.total).toBe(4);
  });
  it('when a stranger reads it, then nothing shows', () => {
    expect(visibilityAsOf(today(reader(stranger)), pendingMonth)).toEqual({ kind: 'none' });
  });
});

describe('a withheld month', () => {
  it('keeps who and when, and drops the total, the status and every step', () => {
    expect(withheldScore(submittedMonth)).toMatchObject({
      userId: person,
      month: '2026-10',
      total: null,
      status: 'pending',
      approved: false,
      exists: false,
      steps: [],
    });
  });
});

describe('the history of a pending month', () => {
  const entry = (
    kind: ScoreHistory['entries'][number]['kind'],
    s: ScoreStep | null,
    totalAfter: number | null,
  ): ScoreHistory['entries'][number] => ({
    at: '2026-11-02T10:00:00.000Z',
    kind,
    step: s,
    status: kind === 'saved' ? 'draft' : null,
    actor: null,
    totalBefore: null,
    totalAfter,
  });
  const entries = [
    entry('saved', 'lead1', 4),
    entry('saved', 'lead2', 4),
    entry('reminder', 'lead1', null),
    entry('reminderSent', null, null),
  ];
  it('when lead 2 reads it, then their own entries show without the running totals', () => {
    const visible = visibleHistory(entries, scoreVisibility(reader(lead2), pendingMonth, leadsNow));
    expect(visible?.map((e) => [e.kind, e.step, e.totalAfter])).toEqual([
      ['saved', 'lead2', null],
      ['reminderSent', null, null],
    ]);
  });
  it('when the scored person reads it, then nothing shows; once approved, everything', () => {
    expect(
      visibleHistory(entries, scoreVisibility(reader(person), pendingMonth, leadsNow)),
    ).toBeNull();
    expect(
      visibleHistory(entries, scoreVisibility(reader(person), approvedMonth, leadsNow)),
    ).toEqual(entries);
  });
});
