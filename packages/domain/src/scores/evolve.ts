import { assertNever } from '../shared/index.js';
import type { ScoreEvent, ScoreStep, ScoreStepStatus } from './events.js';
import type { ScoreDetails } from './totals.js';

export interface StepState {
  savedBy: string;
  status: ScoreStepStatus;
  score: ScoreDetails | null;
  comments: string;
  total: number | null;
  version: number;
}

export interface ScoreState {
  steps: Partial<Record<ScoreStep, StepState>>;
  total: number | null;
  submitted: boolean;
  approved: boolean;
  /** Score reminders by id: asked for, or sent. */
  reminders: Readonly<Record<string, 'queued' | 'sent'>>;
}

export const initialScoreState: ScoreState = {
  steps: {},
  total: null,
  submitted: false,
  approved: false,
  reminders: {},
};

export function evolveScore(state: ScoreState, event: ScoreEvent): ScoreState {
  switch (event.type) {
    case 'ScoreStepSaved': {
      const d = event.data;
      const step: StepState = {
        savedBy: d.savedBy,
        status: d.status,
        score: d.score,
        comments: d.comments,
        total: d.stepTotal,
        version: d.version,
      };
      return { ...state, steps: { ...state.steps, [d.step]: step }, total: d.totalAfter };
    }
    case 'ScoreSubmitted':
      return { ...state, submitted: true, total: event.data.total };
    case 'ScoreApproved':
      return { ...state, approved: true };
    case 'ScoreReminderRequested':
      return { ...state, reminders: { ...state.reminders, [event.data.reminderId]: 'queued' } };
    case 'ScoreReminderSent':
      return { ...state, reminders: { ...state.reminders, [event.data.reminderId]: 'sent' } };
    default:
      return assertNever(event);
  }
}
