import { ticketName, type MilestoneReportEntry } from '@teamledger/domain';

/**
 * The ticket of an entry: a button opening it on the provider's site in a new window when
 * it has a link (the API passes http(s) links only), its number alone when not, else '—'.
 */
export function TicketButton({ ticket }: { ticket: MilestoneReportEntry['ticket'] }) {
  if (ticket === null) return <span className="text-body-secondary">—</span>;
  const label = ticketName(ticket);
  if (ticket.url === null) return <span>{label}</span>;
  // A link styled as a button: react-bootstrap's Button would give it role="button", but
  // it goes somewhere, so it stays a link for screen readers.
  return (
    <a
      href={ticket.url}
      target="_blank"
      rel="noopener noreferrer"
      className="btn btn-sm btn-outline-primary py-0 text-nowrap"
    >
      {label}
      <span className="visually-hidden"> (opens the ticket in a new window)</span>
    </a>
  );
}
