/**
 * The arithmetic of a score (DESIGN.md decision 9), pure so the modal and the API agree:
 * step totals, the month total, and the project weightages that must sum to 100.
 */

/** Totals are shown and stored to 2 decimals (SPEC.md 9). */
export const round2 = (value: number) => Math.round(value * 100) / 100;

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

export interface RatedCriterion {
  name: string;
  rating: number;
}
export interface ScoredProject {
  name: string;
  weightage: number;
  comments: string;
  criteria: RatedCriterion[];
}
export type ScoreDetails =
  { type: 'general'; criteria: RatedCriterion[] } | { type: 'project'; projects: ScoredProject[] };

/** General: the mean of the ratings. Project: sum(weightage x mean of its criteria) / 100. */
export function stepTotal(score: ScoreDetails): number {
  if (score.type === 'general') return round2(mean(score.criteria.map((c) => c.rating)));
  const weighted = score.projects.reduce(
    (sum, project) => sum + project.weightage * mean(project.criteria.map((c) => c.rating)),
    0,
  );
  return round2(weighted / 100);
}

/** The month total: the mean of the submitted lead steps' totals; null before the first. */
export function monthTotal(submittedStepTotals: readonly number[]): number | null {
  return submittedStepTotals.length === 0 ? null : round2(mean(submittedStepTotals));
}

/** The average of month totals over a period (SPEC.md 9); null without any. */
export function averageTotal(totals: readonly (number | null)[]): number | null {
  const present = totals.filter((total): total is number => total !== null);
  return present.length === 0 ? null : round2(mean(present));
}

/**
 * Whole numbers proportional to `values` that sum to exactly `total` (largest remainder:
 * the rounding leftovers go to the biggest fractions, ties to the first). All zeros share
 * the total equally.
 */
export function proportionalIntegers(values: readonly number[], total = 100): number[] {
  if (values.length === 0) return [];
  const sum = values.reduce((acc, value) => acc + Math.max(0, value), 0);
  const exact = values.map((value) =>
    sum === 0 ? total / values.length : (Math.max(0, value) * total) / sum,
  );
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((acc, value) => acc + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * SPEC.md 4's Ignore/Include: ignored projects get weightage 0 and the included ones are
 * rescaled proportionally to whole numbers that sum to 100.
 */
export function rescaleWeightages(
  weightages: readonly number[],
  included: readonly boolean[],
): number[] {
  const kept = weightages.flatMap((weightage, index) => (included[index] ? [weightage] : []));
  const scaled = proportionalIntegers(kept);
  return weightages.map((_, index) => (included[index] ? scaled.shift()! : 0));
}

/** A project score pre-filled from the share of the month's hours logged per workspace. */
export const weightagesFromHours = (hours: readonly number[]) => proportionalIntegers(hours);

/** What the saved weightages add up to, each rounded as it is stored. */
export const weightageSum = (weightages: readonly number[]) =>
  weightages.reduce((sum, weightage) => sum + Math.round(weightage), 0);
