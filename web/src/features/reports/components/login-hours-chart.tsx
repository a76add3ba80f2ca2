import { loginHoursReport, type LoginHoursTotal } from '@teamledger/domain';
import { LazyHorizontalBarChart } from '../../../components/charts';

const SERIES = [
  { key: 'totalHours', name: 'Hours logged', color: '#0d6efd' },
  { key: 'hoursAvailable', name: 'Hours available', color: '#198754' },
] as const;

/** Per person, hours logged next to hours available over the whole range (every page). */
export function LoginHoursChart({ totals }: { totals: readonly LoginHoursTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <LazyHorizontalBarChart
      title={loginHoursReport.chart.title}
      category="name"
      series={SERIES}
      rows={totals.map(({ name, totalHours, hoursAvailable }) => ({
        name,
        totalHours,
        hoursAvailable,
      }))}
    />
  );
}
