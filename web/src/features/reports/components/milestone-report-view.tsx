import { formatMilestoneHours, type MilestoneReport } from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { LazyBarChart } from '../../../components/charts';
import { CsvDownloadButton, PaginationBar } from '../../../components/table';
import type { MilestoneEntriesOf } from '../api/get-milestone-entries';
import {
  MILESTONE_REPORT_PATH,
  milestoneReportQuery,
  type MilestoneReportFilter,
} from '../api/get-milestone-report';
import { groupName, MilestoneCards } from './milestone-cards';
import { MilestoneEntriesModal } from './milestone-entries-modal';
import { UserMilestoneCards } from './user-milestone-cards';

const EMPTY = 'No record Found';

/**
 * The milestone report's answer (SPEC.md 2): Download CSV, then two accordions, both
 * open: the hours per milestone with their chart, and one page of the hours per person.
 * Asked as of an instant (`filter.asOf`), `reportNow` is the same page now: the total and
 * the people's hours that changed since are marked with both figures.
 */
export function MilestoneReportView({
  report,
  filter,
  onPageChange,
  reportNow,
}: {
  report: MilestoneReport;
  /** The filter the report answers, for the CSV of the same rows and the entries. */
  filter: MilestoneReportFilter;
  onPageChange: (page: number) => void;
  reportNow?: MilestoneReport | undefined;
}) {
  const [entriesOf, setEntriesOf] = useState<MilestoneEntriesOf | null>(null);
  const answered = { ...filter, range: { from: report.from, to: report.to } };
  const { page: _page, ...csvQuery } = milestoneReportQuery(answered);
  const asOf = filter.asOf ?? null;
  const usersNow = useMemo(
    () =>
      asOf === null || reportNow === undefined
        ? undefined
        : new Map(reportNow.users.map((user) => [user.userId, user])),
    [asOf, reportNow],
  );
  const totalNow = asOf === null ? undefined : reportNow?.totalHours;
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0">
          Total hours: <strong>{formatMilestoneHours(report.totalHours)}</strong>
          {totalNow !== undefined && totalNow !== report.totalHours ? (
            <span className="ms-2 small" data-changed="true">
              (as of then; {formatMilestoneHours(totalNow)} now)
            </span>
          ) : null}
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
                      value: group.hours,
                    }))}
                  />
                </div>
                <MilestoneCards
                  groups={report.milestones}
                  onEntries={({ workspace, milestone }) =>
                    setEntriesOf({ kind: 'card', workspace, milestone })
                  }
                />
              </>
            )}
          </Accordion.Body>
        </Accordion.Item>
        <Accordion.Item eventKey="users">
          <Accordion.Header as="h2">Total hours locked By User</Accordion.Header>
          <Accordion.Body>
            {report.total === 0 ? (
              <p className="text-body-secondary text-center py-4 mb-0">{EMPTY}</p>
            ) : (
              <>
                <UserMilestoneCards
                  users={report.users}
                  range={{ from: report.from, to: report.to }}
                  asOf={asOf}
                  usersNow={usersNow}
                  onDetails={({ userId, name }) => setEntriesOf({ kind: 'person', userId, name })}
                />
                <div className="d-flex justify-content-center mt-3">
                  <PaginationBar
                    page={report.page}
                    pageCount={Math.ceil(report.total / report.pageSize)}
                    onPageChange={onPageChange}
                    label="People pages"
                  />
                </div>
              </>
            )}
          </Accordion.Body>
        </Accordion.Item>
      </Accordion>
      <MilestoneEntriesModal
        of={entriesOf}
        filter={answered}
        timeZone={report.timeZone}
        onHide={() => setEntriesOf(null)}
      />
    </>
  );
}
