import type { MilestoneReportEntry } from '@teamledger/domain';
import Button from 'react-bootstrap/Button';

/**
 * The ticket of an entry: a button opening it on the provider's site in a new window when
 * it has a link (the API passes http(s) links only), its number alone when not, else '—'.
 */
export function TicketButton({ ticket }: { ticket: MilestoneReportEntry['ticket'] }) {
  if (ticket === null) return <span className="text-body-secondary">—</span>;
  const label = `#${ticket.number}`;
  if (ticket.url === null) return <span>{label}</span>;
  return (
    <Button
      as="a"
      href={ticket.url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      variant="outline-primary"
      className="py-0 text-nowrap"
    >
      {label}
      <span className="visually-hidden"> (opens the ticket in a new window)</span>
    </Button>
  );
}
