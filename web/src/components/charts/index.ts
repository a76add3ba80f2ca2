export { StackedBarChartFigure, type StackedBarChartFigureProps } from './chart-figure';
export type { StackedBarSeries } from './stacked-bar-chart';
export type { BarChartDatum } from './bar-chart-figure';
export type { BarSeries } from './horizontal-bar-chart';
export type { LineSeries } from './line-chart-figure';
export { ChartSuspense, LazyBarChart, LazyHorizontalBarChart, LazyLineChart } from './lazy-charts';
export { SERIES_COLOURS } from './series';
