import type { TimesheetStatus } from '@teamledger/domain';
import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<TimesheetStatus, { label: string; bg: string }> = {
  open: { label: 'Open', bg: 'secondary' },
  submitted: { label: 'Submitted, awaiting approval', bg: 'info' },
  approved: { label: 'Approved (locked)', bg: 'success' },
  rejected: { label: 'Rejected', bg: 'danger' },
  reopened: { label: 'Reopened', bg: 'warning' },
  locked: { label: 'Locked (not submitted in time)', bg: 'dark' },
};

export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const look = LOOKS[status];
  return (
    <Badge bg={look.bg} text={look.bg === 'warning' || look.bg === 'info' ? 'dark' : undefined}>
      {look.label}
    </Badge>
  );
}
