/**
 * Series colours in order: each at least 4.5:1 against white, so a line or a bar and its name
 * in the legend read (WCAG 1.4.3 for the name, 1.4.11 for the mark).
 */
export const SERIES_COLOURS = [
  '#0d6efd',
  '#c2410c',
  '#198754',
  '#6f42c1',
  '#b02a6b',
  '#0f766e',
  '#495057',
] as const;

/** A tooltip's rows in the page's text colour: the series colour is the mark's, not the words'. */
export const TOOLTIP_ITEM_STYLE = { color: '#212529' } as const;
