import { describe, expect, it } from 'vitest';
import { roadblockStreak, scoreWaitFor, standupStanding, type PersonDay } from './rules.js';

const userId = 'a0000000-0000-4000-8000-000000000001';
const lead = 'a0000000-0000-4000-8000-000000000002';
const other = 'a0000000-0000-4000-8000-000000000003';

const standup = (date: string, roadblocks: string): PersonDay => ({
  date,
  userId,
  roadblocks,
  leaveType: null,
});
const none = (date: string): PersonDay => ({ date, userId, roadblocks: null, leaveType: null });
const leave = (date: string): PersonDay => ({
  date,
  userId,
  roadblocks: null,
  leaveType: 'Sick',
});

// 2026-11-27 is a Friday; the weekend of the 21st and 22nd has no rows (nobody posted).
describe('how many days a roadblock has lasted', () => {
  it('given no days, is 0', () => {
    expect(roadblockStreak([])).toBe(0);
  });

  it('given today without a roadblock, is 0 whatever came before', () => {
    expect(
      roadblockStreak([standup('2026-11-26', 'VPN down'), standup('2026-11-27', 'None.')]),
    ).toBe(0);
  });

  it('given roadblocks Wednesday to Friday after a clear Tuesday, is 3', () => {
    const days = [
      standup('2026-11-24', 'no'),
      standup('2026-11-25', 'Waiting for the API keys'),
      standup('2026-11-26', 'Still waiting for the API keys'),
      standup('2026-11-27', 'API keys'),
    ];
    expect(roadblockStreak(days)).toBe(3);
  });

  it('given the days in any order, counts from the newest', () => {
    const days = [
      standup('2026-11-27', 'keys'),
      standup('2026-11-25', 'n/a'),
      standup('2026-11-26', 'keys'),
    ];
    expect(roadblockStreak(days)).toBe(2);
  });

  it('given a weekend between (no rows), spans it: Thursday, Friday, Monday is 3', () => {
    const days = [
      standup('2026-11-19', 'keys'),
      standup('2026-11-20', 'keys'),
      standup('2026-11-23', 'keys'),
    ];
    expect(roadblockStreak(days)).toBe(3);
  });

  it('given a day of leave between, passes over it without counting it', () => {
    const days = [
      standup('2026-11-25', 'keys'),
      leave('2026-11-26'),
      standup('2026-11-27', 'keys'),
    ];
    expect(roadblockStreak(days)).toBe(2);
  });

  it('given a working day without a standup between, ends there', () => {
    const days = [standup('2026-11-25', 'keys'), none('2026-11-26'), standup('2026-11-27', 'keys')];
    expect(roadblockStreak(days)).toBe(1);
  });
});

describe('where a listed person stands today', () => {
  it.each([
    ['a standup', { roadblocks: 'none', leaveType: null }, 'posted'],
    ['a standup while on leave', { roadblocks: 'none', leaveType: 'Annual' }, 'posted'],
    ['a leave and no standup', { roadblocks: null, leaveType: 'Casual' }, 'onLeave'],
    ['neither', { roadblocks: null, leaveType: null }, 'missing'],
  ] as const)('given %s, is %s', (_name, day, standing) => {
    expect(standupStanding(day)).toBe(standing);
  });
});

describe('what a score waits for from the person looking', () => {
  const score = {
    userId,
    leadIds: [other, lead],
    submittedSteps: [] as ('lead1' | 'lead2' | 'lead3')[],
    submitted: false,
    approved: false,
  };

  it('given they are lead 2 and have not submitted, waits for their step', () => {
    expect(scoreWaitFor(score, lead, false)).toBe('yourStep');
  });

  it('given lead 1 submitted but not lead 2, still waits for lead 2', () => {
    expect(scoreWaitFor({ ...score, submittedSteps: ['lead1'] }, lead, false)).toBe('yourStep');
  });

  it('given their step submitted and another lead pending, waits for nothing from them', () => {
    expect(scoreWaitFor({ ...score, submittedSteps: ['lead2'] }, lead, true)).toBeNull();
  });

  it('given every step submitted, waits for the approval of one who approves', () => {
    const done = { ...score, submittedSteps: ['lead1', 'lead2'] as const, submitted: true };
    expect(scoreWaitFor(done, lead, true)).toBe('approval');
    expect(scoreWaitFor(done, lead, false)).toBeNull();
  });

  it('given an approved score, waits for nothing', () => {
    expect(scoreWaitFor({ ...score, approved: true }, lead, true)).toBeNull();
  });

  it('given someone who is none of its leads and does not approve, waits for nothing', () => {
    expect(scoreWaitFor(score, 'a0000000-0000-4000-8000-000000000009', false)).toBeNull();
  });
});
