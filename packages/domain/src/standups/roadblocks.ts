/**
 * What people write when they have no roadblock: the answer is required, so "No" and "None"
 * are how a standup says there is nothing in the way.
 */
const NO_ROADBLOCK = new Set([
  '',
  'no',
  'none',
  'nope',
  'nothing',
  'nil',
  'na',
  'n/a',
  '-',
  'no roadblock',
  'no roadblocks',
  'no blocker',
  'no blockers',
  'none so far',
  'not really',
  'all good',
]);

/**
 * A standup's roadblocks answer names something in the way: not blank and not one of the
 * ways of saying "none" (case, surrounding spaces and a final full stop or exclamation
 * mark aside). The StandUp Report counts these per day; the projector keeps the answer.
 */
export function hasRoadblock(answer: string): boolean {
  const said = answer
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return !NO_ROADBLOCK.has(said);
}
