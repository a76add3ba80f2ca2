// recharts gives a category axis a fixed width and cuts what does not fit from the left
// ('3eta feedback'); these size it from the labels it will draw instead.

/** The font size of every chart's tick labels, in px. */
export const TICK_FONT_SIZE = 12;

/** Longer labels end in an ellipsis; the tooltip names the bar in full. */
const LABEL_MAX = 22;

/** A tick label short enough to fit: 'Beta feedback for the…'. */
export const tickLabel = (label: string): string =>
  label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label;

/**
 * Pixels an axis needs for the longest of its labels (as `tickLabel` cuts them) and the
 * gap to the tick (its line and margin): about 0.6 em a character in the sans-serif font at 12 px.
 */
export function axisWidth(labels: readonly string[]): number {
  const longest = Math.max(1, ...labels.map((label) => tickLabel(label).length));
  return Math.ceil(longest * TICK_FONT_SIZE * 0.6) + 16;
}

/** A bar chart needs two bars: one alone compares with nothing. */
export const hasSomethingToCompare = (count: number): boolean => count >= 2;

/** Ticks are whole numbers: the largest value rounded up, written without decimals. */
export const wholeTick = (value: number): string => String(Math.round(value));

/** The value a nice tick can reach past `value`, away from zero: 98 -> 100, -98 -> -100, 45 -> 50. */
function tickBeyond(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude < 10) return Math.sign(value) * Math.ceil(magnitude);
  const unit = 10 ** Math.floor(Math.log10(magnitude));
  return Math.sign(value) * Math.ceil(magnitude / unit) * unit;
}

/**
 * Pixels a value axis needs for every tick between `lowest` and `highest`, the minus sign of a
 * negative balance included, and the rounder tick the scale may add past the data.
 */
export const valueAxisWidth = (lowest: number, highest: number): number =>
  axisWidth([
    wholeTick(tickBeyond(Math.min(0, lowest))),
    wholeTick(tickBeyond(Math.max(0, highest))),
  ]);
