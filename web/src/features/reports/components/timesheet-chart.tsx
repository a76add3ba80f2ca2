import {
  timesheetChartSummary,
  timesheetReport,
  type TimesheetChart as Chart,
} from '@teamledger/domain';
import { StackedBarChartFigure } from '../../../components/charts';

/** A bar's label: 'Jun 3'; the summary read to screen readers has the full dates. */
const barLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Hours per day of the range, stacked by workspace (DESIGN.md section 8). */
export function TimesheetChart({ chart }: { chart: Chart }) {
  const data = chart.days.map((day) => ({
    day: barLabel.format(new Date(`${day.date}T00:00:00Z`)),
    ...Object.fromEntries(day.byWorkspace.map((entry) => [entry.workspaceId, entry.hours])),
  }));
  return (
    <StackedBarChartFigure
      title={timesheetReport.chart.title}
      summary={timesheetChartSummary(chart)}
      data={data}
      categoryKey="day"
      series={chart.workspaces.map((workspace) => ({ key: workspace.id, name: workspace.name }))}
      unit="hours"
    />
  );
}
