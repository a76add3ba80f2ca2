import type { LeadStep, ScoreStep, ScoreStepStatus } from './events.js';
import type { ScoreDetails } from './totals.js';

/**
 * What the API reads before a save and hands in, so decide stays pure: the person's leads,
 * their team's template, whether they logged hours that month, and the latest month that
 * may be scored (the previous calendar month).
 */
export interface SaveScoreStep {
  type: 'SaveScoreStep';
  data: {
    userId: string;
    month: string;
    step: ScoreStep;
    actor: { id: string; isHr: boolean };
    status: ScoreStepStatus;
    /** The version of this step the form was opened on (0: not saved yet). */
    baseVersion: number;
    score: ScoreDetails | null;
    comments: string;
    /** The scored person's lead 1 to 3 ids, in order; lead 1 is required, so never empty. */
    leadIds: string[];
    template: { name: string; fields: string[] } | null;
    hoursLogged: boolean;
    latestScorableMonth: string;
  };
}
export interface ApproveScore {
  type: 'ApproveScore';
  data: { userId: string; month: string; approvedBy: string };
}
export interface RequestScoreReminders {
  type: 'RequestScoreReminders';
  data: {
    userId: string;
    month: string;
    /** One lead's step, or null for every lead who has not submitted. */
    step: LeadStep | null;
    leadIds: string[];
    /**
     * One id per lead step in order, derived from the person, month, step and lead
     * (scoreReminderIdName): each lead is reminded of a month's step once.
     */
    reminderIds: [string, string, string];
    requestedBy: string;
  };
}
export interface RecordScoreReminderSent {
  type: 'RecordScoreReminderSent';
  data: { reminderId: string; to: string; at: string };
}
export type ScoreCommand =
  SaveScoreStep | ApproveScore | RequestScoreReminders | RecordScoreReminderSent;
