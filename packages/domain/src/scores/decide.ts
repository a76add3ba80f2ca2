import {
  assertNever,
  conflict,
  forbidden,
  invalid,
  notFound,
  ruleViolation,
} from '../shared/index.js';
import type { RequestScoreReminders, SaveScoreStep, ScoreCommand } from './commands.js';
import { LEAD_STEPS, type LeadStep, type ScoreEvent, type ScoreStepSaved } from './events.js';
import type { ScoreState } from './evolve.js';
import { monthTotal, stepTotal, weightageSum, type ScoreDetails } from './totals.js';

export const NO_TEMPLATE = 'This User Team has no templates assigned to it.';
export const SCORE_APPROVED = 'This score is approved and can no longer change.';
export const SCORE_STALE =
  'This step was saved by someone else since you opened it. Reload the score and try again.';
export const STEP_ALREADY_SUBMITTED = 'You have submitted this step already.';
export const NOT_YOUR_STEP = 'Only the lead of this step can save it.';
export const HR_STEP_ONLY = 'Only HR can save the HR comments.';
export const HR_FINAL_ONLY = 'HR saves only as final.';
export const HR_NOT_OWN_SCORE = 'HR writes no comments on their own score.';
export const MONTH_NOT_SCORABLE = 'Only a finished month can be scored.';
export const SCORE_MISSING = 'Missing field';
export const AT_LEAST_ONE_PROJECT = 'Please add at least one project .';
export const PROJECTS_NEED_HOURS = 'A project score needs hours logged in that month.';
export const NOTHING_TO_REMIND = 'No Lead Assigned / Already Submit the Score';
export const NOT_SUBMITTED = 'Only a submitted score can be approved.';
export const weightageNot100 = (sum: number) =>
  `The project weightage is not 100. Current Weightage is ${sum}`;

const leadIndex = (step: LeadStep) => LEAD_STEPS.indexOf(step);

/**
 * The ratings must be the template's fields, in order; zero-weightage projects are dropped
 * (SPEC.md 5), at least one project stays, and the weightages sum to exactly 100.
 */
function checkedScore(command: SaveScoreStep['data']): ScoreDetails {
  const { score, template, hoursLogged } = command;
  if (template === null) throw ruleViolation('score_no_template', NO_TEMPLATE);
  if (score === null) throw invalid('score_missing', SCORE_MISSING, { score: SCORE_MISSING });
  const matchesTemplate = (criteria: { name: string }[]) =>
    criteria.length === template.fields.length &&
    criteria.every((criterion, index) => criterion.name === template.fields[index]);
  if (score.type === 'general') {
    if (!matchesTemplate(score.criteria)) {
      throw invalid('score_criteria', SCORE_MISSING, { 'score.criteria': SCORE_MISSING });
    }
    return score;
  }
  if (!hoursLogged) throw ruleViolation('score_projects_need_hours', PROJECTS_NEED_HOURS);
  const projects = score.projects
    .filter((project) => Math.round(project.weightage) !== 0)
    .map((project) => ({ ...project, weightage: Math.round(project.weightage) }));
  if (projects.length === 0) {
    throw ruleViolation('score_no_project', AT_LEAST_ONE_PROJECT, {
      'score.projects': AT_LEAST_ONE_PROJECT,
    });
  }
  const sum = weightageSum(projects.map((project) => project.weightage));
  if (sum !== 100) {
    throw ruleViolation('score_weightage', weightageNot100(sum), {
      'score.projects': weightageNot100(sum),
    });
  }
  const mismatch = projects.findIndex((project) => !matchesTemplate(project.criteria));
  if (mismatch >= 0) {
    throw invalid('score_criteria', SCORE_MISSING, {
      [`score.projects.${mismatch}.criteria`]: SCORE_MISSING,
    });
  }
  return { type: 'project', projects };
}

function saveStep(command: SaveScoreStep['data'], state: ScoreState): ScoreEvent[] {
  const { step, actor, status, leadIds } = command;
  if (state.approved) throw conflict('score_approved', SCORE_APPROVED);
  if (command.month > command.latestScorableMonth) {
    throw ruleViolation('score_month_open', MONTH_NOT_SCORABLE);
  }
  const current = state.steps[step];
  let score: ScoreDetails | null = null;
  if (step === 'hr') {
    if (!actor.isHr) throw forbidden(HR_STEP_ONLY);
    if (actor.id === command.userId) throw forbidden(HR_NOT_OWN_SCORE);
    if (status !== 'submitted') throw ruleViolation('score_hr_final_only', HR_FINAL_ONLY);
  } else {
    if (leadIds[leadIndex(step)] !== actor.id) throw forbidden(NOT_YOUR_STEP);
    if (current?.status === 'submitted') {
      throw conflict('score_step_submitted', STEP_ALREADY_SUBMITTED);
    }
  }
  // Checked before the ratings: a stale form is to be reloaded, whatever it holds.
  if ((current?.version ?? 0) !== command.baseVersion) throw conflict('score_stale', SCORE_STALE);
  if (step !== 'hr') score = checkedScore(command);

  const total = score === null ? null : stepTotal(score);
  const steps = { ...state.steps, [step]: { status, total } };
  const submittedTotals = LEAD_STEPS.flatMap((lead) => {
    const saved = steps[lead];
    return saved?.status === 'submitted' && saved.total !== null ? [saved.total] : [];
  });
  const totalAfter = monthTotal(submittedTotals);
  const saved: ScoreStepSaved = {
    type: 'ScoreStepSaved',
    data: {
      userId: command.userId,
      month: command.month,
      step,
      savedBy: actor.id,
      status,
      score,
      comments: command.comments,
      stepTotal: total,
      version: (current?.version ?? 0) + 1,
      leadIds,
      templateName: command.template?.name ?? null,
      totalBefore: state.total,
      totalAfter,
    },
  };
  const everyLeadSubmitted = leadIds.every(
    (_, index) => steps[LEAD_STEPS[index]!]?.status === 'submitted',
  );
  if (state.submitted || !everyLeadSubmitted || totalAfter === null) return [saved];
  return [
    saved,
    {
      type: 'ScoreSubmitted',
      data: { userId: command.userId, month: command.month, total: totalAfter },
    },
  ];
}

/** The name a score reminder's id derives from: one per person, month, step and lead. */
export const scoreReminderIdName = (
  userId: string,
  month: string,
  step: LeadStep,
  leadId: string,
) => `score-reminder/${userId}/${month}/${step}/${leadId}`;

/**
 * The reminders a request asks for: each asked-for lead step not submitted yet, with its id
 * (asked for before or not). The answer lists them, so a repeat names the first reminders.
 */
export function dueScoreReminders(
  { step, leadIds, reminderIds }: RequestScoreReminders['data'],
  state: ScoreState,
): { reminderId: string; step: LeadStep; leadId: string }[] {
  return leadIds.flatMap((leadId, index) => {
    const lead = LEAD_STEPS[index]!;
    if (step !== null && step !== lead) return [];
    if (state.steps[lead]?.status === 'submitted') return [];
    return [{ reminderId: reminderIds[index]!, step: lead, leadId }];
  });
}

export function decideScore(command: ScoreCommand, state: ScoreState): ScoreEvent[] {
  switch (command.type) {
    case 'SaveScoreStep':
      return saveStep(command.data, state);
    case 'ApproveScore': {
      if (state.approved) return [];
      if (!state.submitted || state.total === null) {
        throw ruleViolation('score_not_submitted', NOT_SUBMITTED);
      }
      return [{ type: 'ScoreApproved', data: { ...command.data, total: state.total } }];
    }
    case 'RequestScoreReminders': {
      const { userId, month, requestedBy } = command.data;
      if (state.approved) throw ruleViolation('score_reminder_none', NOTHING_TO_REMIND);
      const due = dueScoreReminders(command.data, state);
      if (due.length === 0) throw ruleViolation('score_reminder_none', NOTHING_TO_REMIND);
      // A lead reminded of this step already is not reminded again: the first one stands.
      return due
        .filter(({ reminderId }) => state.reminders[reminderId] === undefined)
        .map(({ reminderId, step, leadId }) => ({
          type: 'ScoreReminderRequested',
          data: { reminderId, userId, month, step, leadId, requestedBy },
        }));
    }
    case 'RecordScoreReminderSent': {
      const current = state.reminders[command.data.reminderId];
      if (current === undefined) throw notFound('Score reminder');
      if (current === 'sent') return [];
      return [{ type: 'ScoreReminderSent', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}
