import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  reportEndpoints,
  REPORT_PAGE_SIZE,
  type OvertimeReport,
  type OvertimeRow,
  formatSignedHours,
} from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { LazyLineChart, SERIES_COLOURS } from '../../../../components/charts';
import { RangeReport, type DateRange } from '../../../../components/date-range';
import { PageHeader } from '../../../../components/layout/page-header';
import { CsvDownloadButton, DataTable, type Column } from '../../../../components/table';
import { useCurrentUser } from '../../../../features/auth';
import { AsOfControl, ExplainProvider, figureCell } from '../../../../features/explain';
import { reportsQueryKey } from '../../../../features/reports';
import { WorkingTimeModal } from '../../../../features/working-time';
import { callEndpoint } from '../../../../lib/call-endpoint';

/**
 * GET /api/reports/overtime: the range asked (this month to today when none), one page, as
 * it stood at `asOf` (null: now).
 */
function getOvertimeReport(
  range: DateRange | null,
  page: number,
  asOf: string | null,
  signal?: AbortSignal,
): Promise<OvertimeReport> {
  const query = {
    ...(range ?? {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(asOf ? { asOf } : {}),
  };
  return callEndpoint(reportEndpoints.overtime, { query, signal });
}

/** With asOf, the report as it stood at that instant; `enabled` false asks nothing. */
function useOvertimeReport(
  range: DateRange | null,
  page: number,
  asOf: string | null,
  enabled = true,
) {
  return useQuery({
    queryKey: [...reportsQueryKey, 'overtime', range, page, ...(asOf ? [asOf] : [])],
    queryFn: ({ signal }) => getOvertimeReport(range, page, asOf, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Lines drawn at most: more people than this make the chart unreadable. */
const CHART_PEOPLE = 7;

type OvertimeFigure = 'expected' | 'logged' | 'adjustments' | 'balance' | 'running';

/**
 * Each figure opens its explanation over the report's days (GET /api/explain); as of an
 * instant, a figure that differs from the same person's now is marked changed.
 */
const columnsWith = (
  onOpen: (row: OvertimeRow) => void,
  range: DateRange | null,
  asOf: string | null,
  rowsNow: ReadonlyMap<string, OvertimeRow> | undefined,
): Column<OvertimeRow>[] => {
  const figure = (key: OvertimeFigure, header: string, show: (row: OvertimeRow) => string) =>
    figureCell<OvertimeRow>({
      target: (row) => ({
        report: 'overtime',
        figure: key,
        user: row.userId,
        from: range?.from,
        to: range?.to,
      }),
      label: (row) => `${header} of ${row.name}`,
      show,
      asOf,
      now: (row) => rowsNow?.get(row.userId),
    });
  return [
    {
      key: 'name',
      header: 'User',
      className: 'text-nowrap',
      cell: (row) => (
        <Button
          variant="link"
          className="p-0 text-start"
          aria-haspopup="dialog"
          onClick={() => onOpen(row)}
        >
          {row.name}
        </Button>
      ),
    },
    {
      key: 'expected',
      header: 'Expected',
      cell: figure('expected', 'Expected hours', (row) => `${row.expected} h`),
    },
    {
      key: 'logged',
      header: 'Logged',
      cell: figure('logged', 'Logged hours', (row) => `${row.logged} h`),
    },
    {
      key: 'adjustments',
      header: 'Adjustments',
      cell: (row) =>
        row.adjustments
          ? figure('adjustments', 'Adjustments', (r) => formatSignedHours(r.adjustments))(row)
          : '',
    },
    {
      key: 'balance',
      header: 'Balance',
      cell: figure('balance', 'Balance', (row) => formatSignedHours(row.balance)),
    },
    { key: 'carriedIn', header: 'Carried in', cell: (row) => formatSignedHours(row.carriedIn) },
    {
      key: 'forfeited',
      header: 'Forfeited',
      cell: (row) => (row.forfeited ? `${row.forfeited} h` : ''),
    },
    {
      key: 'running',
      header: 'Running balance',
      className: 'fw-semibold text-nowrap',
      cell: figure('running', 'Running balance', (row) => formatSignedHours(row.running)),
    },
  ];
};

/**
 * /OvertimeReport (DESIGN.md 6.14): each person's expected and logged hours over the range,
 * the period's balance and the running balance at its last day, with what the year started
 * with; a person sees their own, a lead their people, HR and non-users everyone. A name opens
 * the person's days, contracts and adjustments (WorkingTimeModal), as of the report's instant.
 */
export function ReportRoute() {
  const [range, setRange] = useState<DateRange | null>(null);
  const [page, setPage] = useState(1);
  // The report as it stood at a past instant; null: now. Then the same page now too, to
  // mark the figures that changed since.
  const [asOf, setAsOf] = useState<string | null>(null);
  const report = useOvertimeReport(range, page, asOf);
  const reportNow = useOvertimeReport(range, page, null, asOf !== null);
  const nowRows = reportNow.data?.rows;
  const rowsNow = useMemo(
    () =>
      asOf === null || nowRows === undefined
        ? undefined
        : new Map(nowRows.map((row) => [row.userId, row])),
    [asOf, nowRows],
  );
  const me = useCurrentUser();
  const [opened, setOpened] = useState<OvertimeRow | null>(null);
  const data = report.data;
  const charted = (data?.chart.people ?? []).slice(0, CHART_PEOPLE);
  const csvQuery = data
    ? new URLSearchParams({ from: data.from, to: data.to, ...(asOf ? { asOf } : {}) }).toString()
    : '';
  return (
    <ExplainProvider>
      <PageHeader
        title="Overtime"
        description="Expected hours (by each person's working time, without weekends, holidays and approved leave) against hours logged, and the running balance."
      />
      <RangeReport
        idPrefix="overtime-range"
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        report={report}
      >
        <AsOfControl
          idPrefix="overtime"
          value={asOf}
          onChange={(next) => {
            setAsOf(next);
            setPage(1);
          }}
        />
        {data && charted.length > 0 && data.chart.months.length > 0 ? (
          <LazyLineChart
            title={`Running overtime balance by month, ${data.chart.months[0]!.slice(0, 4)}`}
            data={data.chart.months.map((month, index) => ({
              label: month,
              ...Object.fromEntries(
                charted.map((person) => [person.userId, person.running[index] ?? null]),
              ),
            }))}
            series={charted.map((person, index) => ({
              key: person.userId,
              name: person.name,
              colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
            }))}
            formatValue={(value) => `${value} h`}
          />
        ) : null}
        <DataTable
          phoneCards
          caption="Overtime"
          columns={columnsWith(
            setOpened,
            data ? { from: data.from, to: data.to } : null,
            asOf,
            rowsNow,
          )}
          rows={data?.rows ?? []}
          rowKey={(row) => row.userId}
          pageSize={data?.pageSize ?? REPORT_PAGE_SIZE}
          emptyMessage="No record Found"
          loading={report.isPending}
          paging={data ? { page: data.page, total: data.total, onPageChange: setPage } : undefined}
          toolbar={
            <CsvDownloadButton
              path={`${reportEndpoints.overtime.path}?${csvQuery}`}
              fileName="OvertimeReport.csv"
              disabled={!data || data.total === 0}
            />
          }
        />
      </RangeReport>
      <WorkingTimeModal
        person={opened ? { id: opened.userId, name: opened.name } : null}
        range={data ? { from: data.from, to: data.to } : null}
        asOf={asOf}
        viewerRole={me.role}
        onHide={() => setOpened(null)}
      />
    </ExplainProvider>
  );
}
