import type { MonthlyReportRow } from '@teamledger/domain';
import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';

// recharts is loaded with the chart, only on the screens that show one.
const HorizontalBarChart = lazy(async () => ({
  default: (await import('../../../components/charts/horizontal-bar-chart')).HorizontalBarChart,
}));

const SERIES = [
  { key: 'workingDays', name: 'Working Days', color: '#0d6efd' },
  { key: 'absences', name: 'Absences', color: '#dc3545' },
  { key: 'leaveDays', name: 'Leave days', color: '#6f42c1' },
] as const;

/** Working days, absences and leave days of each person of the Monthly report. */
export function AttendanceChart({ rows }: { rows: readonly MonthlyReportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Suspense
      fallback={
        <div className="d-flex justify-content-center py-4" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span className="visually-hidden">Loading the chart…</span>
        </div>
      }
    >
      <HorizontalBarChart
        title="Attendance per person: working days, absences and leave days"
        category="name"
        series={SERIES}
        rows={rows.map((row) => ({
          name: row.name,
          workingDays: row.workingDays,
          absences: row.absences,
          leaveDays: row.leaveDays,
        }))}
      />
    </Suspense>
  );
}
