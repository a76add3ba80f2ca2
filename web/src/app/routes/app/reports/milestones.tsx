import { useQuery } from '@tanstack/react-query';
import { milestoneReportSeesEveryone, ROLES_IN_REPORTS } from '@teamledger/domain';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useSessionRange } from '../../../../components/date-range';
import { ErrorOr, PageSpinner } from '../../../../components/feedback';
import { PageHeader } from '../../../../components/layout/page-header';
import { useCurrentUser } from '../../../../features/auth';
import {
  MilestoneReportFilters,
  MilestoneReportView,
  useMilestoneReport,
  type MilestoneReportFilter,
} from '../../../../features/reports';
import { teamsQueryOptions } from '../../../../features/teams';
import { directoryQueryOptions } from '../../../../features/users';
import { AsOfControl, ExplainProvider } from '../../../../features/explain';

/** /MilestoneReport: the hours locked in milestones, by milestone and by person (SPEC.md 2). */
export function ReportRoute() {
  const me = useCurrentUser();
  // A plain User picks only themselves; the team and people lists are not theirs to read.
  const everyone = milestoneReportSeesEveryone(me);
  const [sessionRange, setSessionRange] = useSessionRange({ allUsers: everyone });
  const [filter, setFilter] = useState<MilestoneReportFilter>({
    range: sessionRange,
    team: null,
    user: everyone ? null : me.id,
  });
  // The hours as they stood at a past instant; null: now. Then the same page now too, to
  // mark the hours that changed since.
  const [asOf, setAsOf] = useState<string | null>(null);
  const report = useMilestoneReport({ ...filter, asOf });
  const reportNow = useMilestoneReport(filter, asOf !== null);
  const teams = useQuery({ ...teamsQueryOptions(), enabled: everyone });
  const directory = useQuery({ ...directoryQueryOptions(), enabled: everyone });
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = everyone
    ? (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role))
    : [{ id: me.id, name: me.name }];
  const loading = report.isPending || report.isPlaceholderData;

  return (
    <ExplainProvider>
      <PageHeader
        title="Milestone Report"
        description="The hours logged against each milestone, and by each person."
      />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <MilestoneReportFilters
            applied={filter}
            shownRange={report.data ? { from: report.data.from, to: report.data.to } : null}
            today={report.data?.today ?? null}
            teams={everyone ? (teams.data ?? []) : null}
            people={people}
            withAll={everyone}
            onApply={(next) => {
              if (next.range) setSessionRange(next.range);
              setFilter(next);
            }}
          />
          <AsOfControl
            idPrefix="milestones"
            value={asOf}
            onChange={(next) => {
              setAsOf(next);
              setFilter({ ...filter, page: 1 });
            }}
          />
          <ErrorOr
            heading="The report could not be loaded"
            error={report.error}
            onRetry={() => void report.refetch()}
          >
            {loading ? (
              <PageSpinner label="Loading the milestone report…" />
            ) : report.data ? (
              <MilestoneReportView
                report={report.data}
                reportNow={asOf === null ? undefined : reportNow.data}
                filter={{ ...filter, asOf }}
                onPageChange={(page) => setFilter({ ...filter, page })}
              />
            ) : null}
          </ErrorOr>
        </Card.Body>
      </Card>
    </ExplainProvider>
  );
}
