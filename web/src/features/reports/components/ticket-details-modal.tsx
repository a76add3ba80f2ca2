import {
  formatHours,
  NO_MILESTONE_LABEL,
  ticketLabel,
  type TimesheetEntry,
  type TimesheetTickets,
} from '@teamledger/domain';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { useTimesheetTickets, type TimesheetRowRef } from '../api/get-timesheet-tickets';

/** SPEC.md 9: the Ticket Details table shows 10 a page. */
const PAGE_SIZE = 10;

/** The Ticket Details modal of a TimeSheet row (SPEC.md 2); shown while `rowRef` is set. */
export function TicketDetailsModal({
  rowRef,
  onHide,
}: {
  rowRef: TimesheetRowRef | null;
  onHide: () => void;
}) {
  return (
    <Modal show={rowRef !== null} onHide={onHide} size="lg" aria-labelledby="ticket-details-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="ticket-details-title" as="h2" className="h5">
          Ticket Details
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{rowRef ? <TicketDetails rowRef={rowRef} /> : null}</Modal.Body>
    </Modal>
  );
}

function TicketDetails({ rowRef }: { rowRef: TimesheetRowRef }) {
  const tickets = useTimesheetTickets(rowRef);
  const { row } = rowRef;
  return (
    <>
      <p className="text-body-secondary small">
        {row.name}: {row.workspace.name}, {row.milestone?.name ?? NO_MILESTONE_LABEL}
      </p>
      <ErrorAlert heading="The tickets could not be loaded" error={tickets.error} />
      <TicketsTable tickets={tickets.data} loading={tickets.isPending} />
    </>
  );
}

function TicketsTable({
  tickets,
  loading,
}: {
  tickets: TimesheetTickets | undefined;
  loading: boolean;
}) {
  const columns: Column<TimesheetEntry>[] = [
    { key: 'space', header: 'Space Name', cell: () => tickets?.workspace.name },
    {
      key: 'milestone',
      header: 'Milestone',
      cell: () => tickets?.milestone?.name ?? NO_MILESTONE_LABEL,
    },
    { key: 'hours', header: 'Hours', cell: (entry) => formatHours(entry.hours) },
    { key: 'ticket', header: 'Ticket', cell: (entry) => ticketLabel(entry) },
    {
      key: 'action',
      header: 'Action',
      cell: (entry) =>
        entry.ticket ? (
          // The provider's page opens in a new tab that cannot reach back into this one.
          <a
            className="btn btn-sm btn-outline-primary text-nowrap"
            href={entry.ticket.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View Ticket ${ticketLabel(entry)} (opens in a new tab)`}
          >
            View Ticket
          </a>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption="Tickets of this row"
      columns={columns}
      rows={tickets?.entries ?? []}
      rowKey={(entry) => entry.id}
      pageSize={PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
    />
  );
}
