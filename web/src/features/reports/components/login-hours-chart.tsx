import type { LoginHoursTotal } from '@teamledger/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const TITLE = 'Hours logged against hours available per person';

/**
 * The Login/Hours Report's chart: per person, the hours logged next to the hours available
 * over the rows shown. Loaded on demand (login-hours-chart-lazy.tsx): recharts is large.
 */
export default function LoginHoursChart({ totals }: { totals: readonly LoginHoursTotal[] }) {
  // A bar per person needs room: long lists scroll sideways inside their box.
  const width = Math.max(320, totals.length * 90);
  return (
    <figure className="mb-0" aria-labelledby="login-hours-chart-title">
      <figcaption id="login-hours-chart-title" className="h6 fw-semibold mb-2">
        {TITLE}
      </figcaption>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={`${TITLE}, chart`}>
        <div style={{ minWidth: width, height: 300 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={[...totals]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Bar dataKey="totalHours" name="Hours logged" fill="#0d6efd" />
              <Bar dataKey="hoursAvailable" name="Hours available" fill="#198754" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
    </figure>
  );
}
