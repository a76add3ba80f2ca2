import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

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
/** Above this the chart scrolls inside its box rather than making the page long. */
const MAX_HEIGHT = 480;

/**
 * Bars per row, one per series, rows down the side so long names stay readable on a
 * phone. recharts lives only here: screens load this module lazily (React.lazy), which
 * keeps the library out of the main bundle. The chart is an image to assistive technology;
 * the table beside it carries the same figures as text.
 */
export function HorizontalBarChart({ title, rows, category, series }: HorizontalBarChartProps) {
  const height = 80 + rows.length * ROW_HEIGHT;
  return (
    <figure className="mb-3">
      <figcaption className="small fw-semibold mb-2">{title}</figcaption>
      <div
        className="overflow-auto"
        style={{ maxHeight: MAX_HEIGHT }}
        // A scroll box must take focus for keyboard users (axe scrollable-region-focusable).
        tabIndex={height > MAX_HEIGHT ? 0 : undefined}
        role={height > MAX_HEIGHT ? 'region' : undefined}
        aria-label={height > MAX_HEIGHT ? title : undefined}
      >
        <BarChart
          responsive
          style={{ width: '100%', height }}
          data={[...rows]}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
          role="img"
          title={title}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey={category} width={110} />
          <Tooltip />
          {/* In the series' order, not by name. */}
          <Legend itemSorter={null} />
          {series.map((bar) => (
            <Bar key={bar.key} dataKey={bar.key} name={bar.name} fill={bar.color} />
          ))}
        </BarChart>
      </div>
    </figure>
  );
}
