import { ROLES_IN_REPORTS } from '@teamledger/domain';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { ErrorAlert } from '../../../components/feedback';
import { PageHeader } from '../../../components/layout/page-header';
import {
  ALL_WORKSPACES,
  StandupsReportFilters,
  StandupsReportTable,
  useStandupsReport,
  type StandupsReportDraft,
  type StandupsReportFilter,
} from '../../../features/reports';
import { useDirectory } from '../../../features/users';
import { useWorkspaces } from '../../../features/workspaces';

/** It loads today for everyone in every workspace (SPEC.md 2). */
const INITIAL: StandupsReportDraft = { date: null, workspaces: [ALL_WORKSPACES], users: [] };

const toFilter = (draft: StandupsReportDraft): StandupsReportFilter => ({
  date: draft.date,
  workspaces: draft.workspaces.includes(ALL_WORKSPACES) ? null : draft.workspaces,
  users: draft.users,
});

/** /StandUpReport: everyone's standups of one day, for admins and leads (SPEC.md 2). */
export function StandupReportRoute() {
  const [applied, setApplied] = useState(INITIAL);
  const filter = toFilter(applied);
  const chosen = applied.workspaces.length > 0;
  const report = useStandupsReport(filter, chosen);
  const workspaces = useWorkspaces();
  const directory = useDirectory();
  // Only the people the report can list are offered (DESIGN.md decision 7).
  const people = (directory.data ?? []).filter((person) => ROLES_IN_REPORTS.includes(person.role));
  return (
    <>
      <PageHeader title="StandUp Report" description="Everyone's standups of the chosen day." />
      <Card className="shadow-sm border-0">
        <Card.Body className="p-4">
          <StandupsReportFilters
            applied={applied}
            shownDate={report.data?.from ?? null}
            today={report.data?.today ?? null}
            workspaces={workspaces.data ?? []}
            people={people}
            onApply={setApplied}
          />
          <ErrorAlert heading="The report could not be loaded" error={report.error} />
          <StandupsReportTable
            report={chosen ? report.data : undefined}
            filter={filter}
            loading={chosen && report.isPending}
            emptyMessage={chosen ? 'No record Found' : 'Please select WorkSpace'}
          />
        </Card.Body>
      </Card>
    </>
  );
}
