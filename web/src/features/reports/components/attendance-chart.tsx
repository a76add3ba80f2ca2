import { monthlyReport, type MonthlyReportRow } from '@teamledger/domain';
import { LazyHorizontalBarChart } from '../../../components/charts';

const SERIES = [
  { key: 'workingDays', name: 'Working Days', color: '#0d6efd' },
  { key: 'absences', name: 'Absences', color: '#dc3545' },
  { key: 'leaveDays', name: 'Leave days', color: '#6f42c1' },
] as const;

/** Working days, absences and leave days of each person of the Monthly report. */
export function AttendanceChart({ rows }: { rows: readonly MonthlyReportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <LazyHorizontalBarChart
      title={monthlyReport.chart.title}
      category="name"
      series={SERIES}
      rows={rows.map((row) => ({
        name: row.name,
        workingDays: row.workingDays,
        absences: row.absences,
        leaveDays: row.leaveDays,
      }))}
    />
  );
}
