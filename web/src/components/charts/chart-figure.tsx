import { lazy, useId } from 'react';
import { hasSomethingToCompare } from './axis';
import { ChartSuspense } from './lazy-charts';
import type { StackedBarChartProps } from './stacked-bar-chart';

const StackedBarChart = lazy(() => import('./stacked-bar-chart'));

export interface StackedBarChartFigureProps extends Omit<StackedBarChartProps, 'height'> {
  /** The figure's visible title and accessible name. */
  title: string;
  /** What the chart shows, in words: read to screen readers instead of the drawing. */
  summary: string;
  height?: number;
}

/**
 * A stacked bar chart in a figure named by its title and described by a text summary.
 * recharts loads on first use, so screens without a chart never download it.
 */
export function StackedBarChartFigure({
  title,
  summary,
  height = 280,
  ...chart
}: StackedBarChartFigureProps) {
  const id = useId();
  if (!hasSomethingToCompare(chart.data.length)) return null;
  return (
    <figure className="mb-4" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption>
        <h2 id={`${id}-title`} className="h6 mb-2">
          {title}
        </h2>
        <p id={`${id}-summary`} className="visually-hidden">
          {summary}
        </p>
      </figcaption>
      <div aria-hidden="true" style={{ height }}>
        <ChartSuspense>
          <StackedBarChart {...chart} height={height} />
        </ChartSuspense>
      </div>
    </figure>
  );
}
