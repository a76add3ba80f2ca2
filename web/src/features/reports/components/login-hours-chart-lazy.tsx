import type { LoginHoursTotal } from '@teamledger/domain';
import { lazy, Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';

const Chart = lazy(() => import('./login-hours-chart'));

/** The chart, fetched with recharts only when a report with rows is on screen. */
export function LoginHoursChart({ totals }: { totals: readonly LoginHoursTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <Suspense
      fallback={
        <div className="d-flex justify-content-center py-4" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span className="visually-hidden">Loading the chart…</span>
        </div>
      }
    >
      <Chart totals={totals} />
    </Suspense>
  );
}
