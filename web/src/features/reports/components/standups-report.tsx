import type { QueryClient } from '@tanstack/react-query';
import { formatDay, standupDayHeading, type StandupsReport as Report } from '@teamledger/domain';
import { useMemo, useState } from 'react';
import { ErrorOr } from '../../../components/feedback';
import { AsOfControl } from '../../explain';
import {
  standupsReportQueryOptions,
  useStandupsReport,
  type StandupsReportFilter,
} from '../api/get-standups-report';
import {
  ALL_WORKSPACES,
  StandupsReportFilters,
  type StandupsReportDraft,
} from './standups-report-filters';
import { ChangedSince } from './changed-since';
import { standupRowKey, StandupsReportTable } from './standups-report-table';

/** SPEC.md 2: it loads today for everyone in every workspace, so the first view is never empty. */
const INITIAL: StandupsReportDraft = { date: null, workspaces: [ALL_WORKSPACES], users: [] };

/** SPEC.md 2's empty state, when the applied WorkSpace filter names none. */
const NO_WORKSPACE_MESSAGE = 'Please select WorkSpace';

const toFilter = (draft: StandupsReportDraft, asOf: string | null): StandupsReportFilter => ({
  date: draft.date,
  workspaces: draft.workspaces.includes(ALL_WORKSPACES) ? null : draft.workspaces,
  users: draft.users,
  asOf,
});

/** Asks for the page the report opens with (today, everyone, page 1) before it renders. */
export function prefetchStandupsReport(client: QueryClient) {
  return client.prefetchQuery(standupsReportQueryOptions(toFilter(INITIAL, null), 1));
}

/**
 * The all-user StandUp Report: its filters, then one day's standups, or 'Please select
 * WorkSpace' in place of the table (and its download) once the WorkSpace filter applied
 * names none: no workspace means nothing to ask for. As of a past instant (the As of
 * control) each row is as recorded by then, and a row that differs from the same row now
 * is marked changed.
 */
export function StandupsReport({
  workspaces,
  people,
}: {
  workspaces: readonly { id: string; name: string }[];
  people: readonly { id: string; name: string }[];
}) {
  const [applied, setApplied] = useState(INITIAL);
  // The server pages (20 rows); a new filter starts again at page 1.
  const [page, setPage] = useState(1);
  // The report as it stood at a past instant; null: now.
  const [asOf, setAsOf] = useState<string | null>(null);
  const filter = toFilter(applied, asOf);
  const chosen = applied.workspaces.length > 0;
  const report = useStandupsReport(filter, page, chosen);
  // As of a past instant, the same page now too: the rows that changed since are marked.
  const reportNow = useStandupsReport({ ...filter, asOf: null }, page, chosen && asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [standupRowKey(row), row])),
    [asOf, nowRows],
  );
  return (
    <>
      <StandupsReportFilters
        applied={applied}
        shownDate={report.data?.from ?? null}
        today={report.data?.today ?? null}
        workspaces={workspaces}
        people={people}
        onApply={(next) => {
          setApplied(next);
          setPage(1);
        }}
      />
      <AsOfControl
        idPrefix="standups"
        value={asOf}
        onChange={(next) => {
          setAsOf(next);
          setPage(1);
        }}
      />
      {chosen ? (
        <ErrorOr
          heading="The report could not be loaded"
          error={report.error}
          onRetry={() => void report.refetch()}
        >
          <StandupDayHeadings report={report.data} daysNow={reportNow.data?.days} asOf={asOf} />
          <StandupsReportTable
            report={report.data}
            filter={filter}
            loading={report.isPending}
            emptyMessage="No record Found"
            onPageChange={setPage}
            asOf={asOf}
            rowsNow={rowsNow}
          />
        </ErrorOr>
      ) : (
        <p role="status" className="text-body-secondary text-center py-5 mb-0">
          {NO_WORKSPACE_MESSAGE}
        </p>
      )}
    </>
  );
}

/**
 * Each day the page shows, headed with who posted, who is missing, who is on leave and how
 * many roadblocks ("12 of 14 posted, 2 missing, 1 on leave, 3 roadblocks"), or the weekend
 * or holiday it is. As of a past instant a heading that differs from the day's heading now
 * is marked changed, as the rows are.
 */
function StandupDayHeadings({
  report,
  daysNow,
  asOf,
}: {
  report: Report | undefined;
  daysNow: Report['days'] | undefined;
  asOf: string | null;
}) {
  if (!report || report.days.length === 0) return null;
  const headingNow = (date: string) => {
    const day = daysNow?.find((now) => now.date === date);
    return day === undefined ? undefined : standupDayHeading(day);
  };
  return (
    <ul className="list-unstyled mb-2" aria-label="Days of the report">
      {report.days.map((day) => (
        <li key={day.date} className="fw-semibold">
          {formatDay(day.date)}:{' '}
          <ChangedSince text={standupDayHeading(day)} now={headingNow(day.date)} asOf={asOf} />
        </li>
      ))}
    </ul>
  );
}
