import {
  formatMilestoneHours,
  type MilestoneReport,
  type MilestoneReportUser,
} from '@teamledger/domain';
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { LazyBarChart } from '../../../components/charts';
import { CsvDownloadButton } from '../../../components/table';
import {
  MILESTONE_REPORT_PATH,
  milestoneReportQuery,
  type MilestoneReportFilter,
} from '../api/get-milestone-report';
import { groupName, MilestoneCards } from './milestone-cards';
import { UserEntriesModal } from './user-entries-modal';
import { UserMilestoneCards } from './user-milestone-cards';

const EMPTY = 'No record Found';

/**
 * The milestone report's answer (SPEC.md 2): Download CSV, then two accordions, both
 * open: the hours per milestone with their chart, and the hours per person.
 */
export function MilestoneReportView({
  report,
  filter,
}: {
  report: MilestoneReport;
  /** The filter the report answers, for the CSV of the same rows. */
  filter: MilestoneReportFilter;
}) {
  const [details, setDetails] = useState<MilestoneReportUser | null>(null);
  const oneUser = filter.user !== null;
  const csvQuery = milestoneReportQuery({ ...filter, range: { from: report.from, to: report.to } });
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0">
          Total hours: <strong>{formatMilestoneHours(report.totalHours)}</strong>
        </p>
        <CsvDownloadButton
          path={`${MILESTONE_REPORT_PATH}?${new URLSearchParams(csvQuery).toString()}`}
          fileName="MilestoneReport.csv"
          disabled={report.milestones.length === 0}
        />
      </div>
      <Accordion alwaysOpen defaultActiveKey={['milestones', 'users']}>
        <Accordion.Item eventKey="milestones">
          <Accordion.Header as="h2">Total hours locked in Milestones</Accordion.Header>
          <Accordion.Body>
            {report.milestones.length === 0 ? (
              <p className="text-body-secondary text-center py-4 mb-0">{EMPTY}</p>
            ) : (
              <>
                <div className="mb-4">
                  <LazyBarChart
                    title="Hours per milestone"
                    valueName="Hours"
                    formatValue={formatMilestoneHours}
                    data={report.milestones.map((group) => ({
                      key: group.milestone?.id ?? `none-${group.workspace.id}`,
                      label: `${groupName(group)} (${group.workspace.name})`,
                      value: group.totalHours,
                    }))}
                  />
                </div>
                <MilestoneCards groups={report.milestones} oneUser={oneUser} />
              </>
            )}
          </Accordion.Body>
        </Accordion.Item>
        <Accordion.Item eventKey="users">
          <Accordion.Header as="h2">Total hours locked By User</Accordion.Header>
          <Accordion.Body>
            {report.users.length === 0 ? (
              <p className="text-body-secondary text-center py-4 mb-0">{EMPTY}</p>
            ) : (
              <UserMilestoneCards users={report.users} onDetails={setDetails} />
            )}
          </Accordion.Body>
        </Accordion.Item>
      </Accordion>
      <UserEntriesModal user={details} timeZone={report.timeZone} onHide={() => setDetails(null)} />
    </>
  );
}
