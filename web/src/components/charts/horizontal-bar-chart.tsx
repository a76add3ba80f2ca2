import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { axisWidth, TICK_FONT_SIZE, tickLabel } from './axis';
import { TOOLTIP_ITEM_STYLE } from './series';

export interface BarSeries {
  /** The field of a row the bar shows. */
  key: string;
  /** The legend's and tooltip's name of the bars. */
  name: string;
  color: string;
}

export interface HorizontalBarChartProps {
  /** The chart's accessible name, also shown as its caption. */
  title: string;
  rows: readonly Record<string, string | number>[];
  /** The field of a row that names it on the vertical axis. */
  category: string;
  series: readonly BarSeries[];
}

/** Pixels per row: enough for one bar of each series side by side. */
const ROW_HEIGHT = 44;
/**
 * Rows drawn at a time, with Previous and Next for the others: each row is an svg bar per
 * series plus its label, and the Login/Hours chart of 495 people kept the page's main
 * thread busy for 0.7 s after its table had painted (a click waited for it).
 */
const ROWS_PER_VIEW = 10;

/**
 * Bars per row, one per series, rows down the side so long names stay readable on a
 * phone; ten rows at a time on one scale (the largest value of all rows), so bars compare
 * across views. recharts lives only here: screens load this module lazily (React.lazy),
 * which keeps the library out of the main bundle. The chart is an image to assistive
 * technology; the table beside it carries the same figures as text.
 */
export function HorizontalBarChart({ title, rows, category, series }: HorizontalBarChartProps) {
  const [first, setFirst] = useState(0);
  // New rows (another filter or page) start again at the first view.
  const [rowsShown, setRowsShown] = useState(rows);
  if (rowsShown !== rows) {
    setRowsShown(rows);
    setFirst(0);
  }
  const largest = useMemo(
    () => Math.max(0, ...rows.flatMap((row) => series.map((bar) => Number(row[bar.key]) || 0))),
    [rows, series],
  );
  // One width for every view, so the bars keep their scale when paging.
  const labelWidth = useMemo(
    () => axisWidth(rows.map((row) => String(row[category]))),
    [rows, category],
  );
  const view = rows.slice(first, first + ROWS_PER_VIEW);
  const last = first + view.length;
  return (
    <figure className="mb-3">
      <figcaption className="small fw-semibold mb-2">{title}</figcaption>
      <BarChart
        responsive
        style={{ width: '100%', height: 80 + view.length * ROW_HEIGHT }}
        data={view}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        accessibilityLayer={false}
        role="img"
        title={title}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          domain={[0, Math.ceil(largest)]}
          tick={{ fontSize: TICK_FONT_SIZE }}
        />
        <YAxis
          type="category"
          dataKey={category}
          width={labelWidth}
          tick={{ fontSize: TICK_FONT_SIZE }}
          tickFormatter={tickLabel}
        />
        <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
        {/* In the series' order, not by name. */}
        <Legend itemSorter={null} />
        {series.map((bar) => (
          <Bar
            key={bar.key}
            dataKey={bar.key}
            name={bar.name}
            fill={bar.color}
            // Drawn once: an animation draws every bar again at each frame.
            isAnimationActive={false}
          />
        ))}
      </BarChart>
      {rows.length > ROWS_PER_VIEW && (
        <div className="d-flex align-items-center gap-2 small">
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={first === 0}
            onClick={() => setFirst(first - ROWS_PER_VIEW)}
          >
            Previous
          </Button>
          <span aria-live="polite">
            {first + 1}–{last} of {rows.length}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={last >= rows.length}
            onClick={() => setFirst(last)}
          >
            Next
          </Button>
        </div>
      )}
    </figure>
  );
}
