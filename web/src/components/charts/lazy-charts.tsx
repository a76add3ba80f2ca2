import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../feedback';
import { hasSomethingToCompare } from './axis';
import type { BarChartFigureProps } from './bar-chart-figure';
import type { HorizontalBarChartProps } from './horizontal-bar-chart';
import type { LineChartFigureProps } from './line-chart-figure';

// recharts is large: each chart module loads with the first chart a screen shows, never
// with the app. Screens use these wrappers, not the modules themselves. A bar chart of one
// bar compares nothing: its wrapper then draws nothing (the table has the figure).

const BarChartFigure = lazy(async () => ({
  default: (await import('./bar-chart-figure')).BarChartFigure,
}));
const HorizontalBarChart = lazy(async () => ({
  default: (await import('./horizontal-bar-chart')).HorizontalBarChart,
}));

const LineChartFigure = lazy(async () => ({
  default: (await import('./line-chart-figure')).LineChartFigure,
}));

/** What a chart shows while recharts loads. */
export function ChartSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner label="Loading the chart…" />}>{children}</Suspense>;
}

/** One bar per item, lying down, each value in the svg's description. */
export function LazyBarChart(props: BarChartFigureProps) {
  if (!hasSomethingToCompare(props.data.length)) return null;
  return (
    <ChartSuspense>
      <BarChartFigure {...props} />
    </ChartSuspense>
  );
}

/** Bars per row, one per series side by side, rows down the side. */
export function LazyHorizontalBarChart(props: HorizontalBarChartProps) {
  if (!hasSomethingToCompare(props.rows.length)) return null;
  return (
    <ChartSuspense>
      <HorizontalBarChart {...props} />
    </ChartSuspense>
  );
}

/** Lines over a few points, such as month totals and their average. */
export function LazyLineChart(props: LineChartFigureProps) {
  return (
    <ChartSuspense>
      <LineChartFigure {...props} />
    </ChartSuspense>
  );
}
