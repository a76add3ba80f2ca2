import type { IsoDate } from '@teamledger/domain';
import Alert from 'react-bootstrap/Alert';
import { useTimesheet } from '../api/timesheets';

/**
 * The lock of the timesheet period holding a day (submitted, approved or locked by the daily
 * run), naming it, where hours are logged for that day; nothing while the period is open.
 */
export function PeriodLockAlert({ userId, day }: { userId: string; day: IsoDate }) {
  const timesheet = useTimesheet(userId, { date: day });
  const lock = timesheet.data?.lock ?? null;
  if (lock === null) return null;
  return (
    <Alert variant="warning" className="mb-3" data-testid="period-lock">
      <span className="badge text-bg-secondary me-2">Locked</span>
      {lock}
    </Alert>
  );
}
