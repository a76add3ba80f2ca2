import { lazy, Suspense } from 'react';
import { PageSpinner } from '../feedback';
import type { BarChartFigureProps } from './bar-chart-figure';

// recharts is large: it loads with the first chart shown, not with the app.
const BarChartFigure = lazy(async () => ({
  default: (await import('./bar-chart-figure')).BarChartFigure,
}));

export function LazyBarChart(props: BarChartFigureProps) {
  return (
    <Suspense fallback={<PageSpinner label="Loading the chart…" />}>
      <BarChartFigure {...props} />
    </Suspense>
  );
}
