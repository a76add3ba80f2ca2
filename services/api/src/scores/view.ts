import {
  LEAD_STEPS,
  monthLabel,
  type Score,
  type ScoreState,
  type ScoreStepView,
} from '@teamledger/domain';
import type { SavedStepRow, ScorablePerson, ScoreRow } from '@teamledger/read-models';

export type ScorePerson = Pick<ScorablePerson, 'id' | 'name' | 'leadIds'>;

/**
 * One month's score as the screens show it: each assigned lead's step (pending until
 * saved) and HR's. `row` is null for a month nobody has scored yet.
 */
export function scoreView(
  person: ScorePerson,
  month: string,
  row: ScoreRow | null,
  names: ReadonlyMap<string, string>,
  hrUserId: string | null,
): Score {
  const step = (
    name: ScoreStepView['step'],
    assigned: string | null,
    saved: SavedStepRow | undefined,
  ): ScoreStepView => {
    const leadId = saved?.savedBy ?? assigned;
    return {
      step: name,
      leadId,
      leadName: leadId === null ? null : (names.get(leadId) ?? null),
      status: saved?.status ?? 'pending',
      version: saved?.version ?? 0,
      score: saved?.score ?? null,
      comments: saved?.comments ?? '',
      total: saved?.total ?? null,
      savedAt: saved?.savedAt ?? null,
    };
  };
  // A saved score keeps the leads it was saved with; an unsaved month shows today's leads.
  const leadIds = row?.leadIds ?? person.leadIds;
  const steps = LEAD_STEPS.flatMap((name, index) => {
    const saved = row?.steps[name];
    const assigned = leadIds[index] ?? null;
    return assigned === null && saved === undefined ? [] : [step(name, assigned, saved)];
  });
  steps.push(step('hr', hrUserId, row?.steps.hr));
  return {
    userId: person.id,
    userName: person.name,
    month,
    monthLabel: monthLabel(month),
    total: row?.total ?? null,
    status: row?.submitted ? 'submitted' : 'pending',
    approved: row?.approved ?? false,
    exists: row !== null,
    templateName: row?.templateName ?? null,
    steps,
  };
}

/** The ids whose names a set of score views shows. */
export const namedIn = (people: readonly ScorePerson[], rows: readonly ScoreRow[]) => [
  ...new Set([
    ...people.flatMap((person) => person.leadIds),
    ...rows.flatMap((row) => [
      ...row.leadIds,
      ...Object.values(row.steps).map((saved) => saved.savedBy),
    ]),
  ]),
];

/** When each step was saved, as far as the answering command knows. */
export type SavedAt = Partial<Record<keyof ScoreRow['steps'], string | null>>;

/** A command's decided state in the read model's shape, for answering without it. */
export function rowFromState(
  key: { userId: string; month: string },
  state: ScoreState,
  leadIds: string[],
  templateName: string | null,
  savedAt: SavedAt,
): ScoreRow {
  const steps: ScoreRow['steps'] = {};
  for (const [name, saved] of Object.entries(state.steps)) {
    const step = name as keyof ScoreRow['steps'];
    steps[step] = { ...saved, savedAt: savedAt[step] ?? null };
  }
  return {
    ...key,
    templateName,
    leadIds,
    steps,
    total: state.total,
    submitted: state.submitted,
    approved: state.approved,
  };
}
