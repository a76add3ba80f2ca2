import {
  formatMilestoneHours,
  formatMilestoneReportTime,
  MILESTONE_ENTRIES_PAGE_SIZE,
  type MilestoneReportEntry,
} from '@teamledger/domain';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { useMilestoneEntries, type MilestoneEntriesOf } from '../api/get-milestone-entries';
import type { MilestoneReportFilter } from '../api/get-milestone-report';
import { groupName } from './milestone-cards';
import { TicketButton } from './ticket-button';

/** The modal's title: 'Details of Uma Patel' or 'Entries of Release 2.0 (Mobile App)'. */
export const entriesTitle = (of: MilestoneEntriesOf) =>
  of.kind === 'person'
    ? `Details of ${of.name}`
    : `Entries of ${groupName(of)} (${of.workspace.name})`;

/**
 * The entries behind a card of the milestone report, newest first, a page at a time from
 * the server: a person's (Details) or a milestone's (Entries). Open while `of` is set.
 */
export function MilestoneEntriesModal({
  of,
  filter,
  timeZone,
  onHide,
}: {
  of: MilestoneEntriesOf | null;
  /** The report's filter with the range it answered. */
  filter: MilestoneReportFilter;
  timeZone: string;
  onHide: () => void;
}) {
  return (
    <Modal show={of !== null} onHide={onHide} size="lg" aria-labelledby="milestone-entries-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="milestone-entries-title" as="h2" className="h5">
          {of ? entriesTitle(of) : 'Details'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {of ? <EntriesTable of={of} filter={filter} timeZone={timeZone} /> : null}
      </Modal.Body>
    </Modal>
  );
}

function EntriesTable({
  of,
  filter,
  timeZone,
}: {
  of: MilestoneEntriesOf;
  filter: MilestoneReportFilter;
  timeZone: string;
}) {
  const [page, setPage] = useState(1);
  const entries = useMilestoneEntries({ filter, of, page });
  const columns: Column<MilestoneReportEntry>[] = [
    {
      key: 'date',
      header: 'Date',
      className: 'text-nowrap',
      cell: (entry) => formatMilestoneReportTime(entry.date, entry.loggedAt, timeZone),
    },
    of.kind === 'person'
      ? {
          key: 'milestone',
          header: 'Milestone',
          cell: (entry) => (
            <>
              {groupName(entry)}
              <div className="small text-body-secondary">{entry.workspace.name}</div>
            </>
          ),
        }
      : { key: 'name', header: 'Name', cell: (entry) => entry.user.name },
    { key: 'ticket', header: 'Ticket', cell: (entry) => <TicketButton ticket={entry.ticket} /> },
    { key: 'title', header: 'Ticket Name', cell: (entry) => entry.title },
    {
      key: 'hours',
      header: 'Hours',
      className: 'text-end',
      cell: (entry) => formatMilestoneHours(entry.hours),
    },
  ];
  const data = entries.data;
  return (
    <>
      <ErrorAlert heading="The entries could not be loaded" error={entries.error} />
      <DataTable
        caption={entriesTitle(of)}
        columns={columns}
        rows={data?.entries ?? []}
        rowKey={(entry) => entry.id}
        pageSize={MILESTONE_ENTRIES_PAGE_SIZE}
        paging={data ? { page: data.page, total: data.total, onPageChange: setPage } : undefined}
        loading={entries.isPending}
        emptyMessage="No record Found"
      />
    </>
  );
}
