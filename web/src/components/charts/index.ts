export { StackedBarChartFigure, type StackedBarChartFigureProps } from './chart-figure';
export type { StackedBarSeries } from './stacked-bar-chart';
