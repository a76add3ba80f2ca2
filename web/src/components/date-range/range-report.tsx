import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { ErrorOr } from '../feedback';
import type { DateRange } from './presets';
import { DateRangePicker } from './date-range-picker';

/** What every date-range report answers besides its rows: the range it used and today. */
export interface RangeReportData {
  from: string;
  to: string;
  today: string;
}

/**
 * A report over a date range: the picker (showing the range the server actually used),
 * and the report's table, or the load error instead.
 */
export function RangeReport<T extends RangeReportData>({
  idPrefix,
  range,
  onRangeChange,
  report,
  filters,
  allUsers = false,
  children,
}: {
  idPrefix: string;
  range: DateRange | null;
  onRangeChange: (range: DateRange) => void;
  report: UseQueryResult<T>;
  /** More filters, in the picker's form: its Apply (or a preset) applies them too. */
  filters?: ReactNode;
  /** The report asks for every user (no one chosen in `filters`): at most 31 days. */
  allUsers?: boolean;
  children: ReactNode;
}) {
  const shown = report.data ? { from: report.data.from, to: report.data.to } : range;
  return (
    <Card className="shadow-sm border-0">
      <Card.Body className="p-4">
        <DateRangePicker
          value={shown}
          today={report.data?.today ?? null}
          onChange={onRangeChange}
          idPrefix={idPrefix}
          allUsers={allUsers}
        >
          {filters}
        </DateRangePicker>
        <ErrorOr
          heading="The report could not be loaded"
          error={report.error}
          onRetry={() => void report.refetch()}
        >
          {children}
        </ErrorOr>
      </Card.Body>
    </Card>
  );
}
