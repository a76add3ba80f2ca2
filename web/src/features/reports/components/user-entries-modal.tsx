import {
  formatMilestoneHours,
  formatMilestoneReportTime,
  type MilestoneReportEntry,
  type MilestoneReportUser,
} from '@teamledger/domain';
import Modal from 'react-bootstrap/Modal';
import { DataTable, type Column } from '../../../components/table';
import { groupName } from './milestone-cards';
import { TicketButton } from './ticket-button';

const PAGE_SIZE = 100;

/** The Details of a person's card: every entry of theirs in the range, newest first. */
export function UserEntriesModal({
  user,
  timeZone,
  onHide,
}: {
  /** The person whose entries show; the modal is open while it is set. */
  user: MilestoneReportUser | null;
  timeZone: string;
  onHide: () => void;
}) {
  const columns: Column<MilestoneReportEntry>[] = [
    {
      key: 'date',
      header: 'Date',
      className: 'text-nowrap',
      cell: (entry) => formatMilestoneReportTime(entry.date, entry.loggedAt, timeZone),
    },
    {
      key: 'milestone',
      header: 'Milestone',
      cell: (entry) => (
        <>
          {groupName(entry)}
          <div className="small text-body-secondary">{entry.workspace.name}</div>
        </>
      ),
    },
    { key: 'ticket', header: 'Ticket', cell: (entry) => <TicketButton ticket={entry.ticket} /> },
    { key: 'title', header: 'Ticket Name', cell: (entry) => entry.title },
    {
      key: 'hours',
      header: 'Hours',
      className: 'text-end',
      cell: (entry) => formatMilestoneHours(entry.hours),
    },
  ];
  return (
    <Modal show={user !== null} onHide={onHide} size="lg" aria-labelledby="user-entries-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="user-entries-title" as="h2" className="h5">
          {user ? `Details of ${user.name}` : 'Details'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {user ? (
          <DataTable
            caption={`Entries of ${user.name}`}
            columns={columns}
            rows={user.entries}
            rowKey={(entry) => entry.id}
            pageSize={PAGE_SIZE}
            emptyMessage="No record Found"
          />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}
