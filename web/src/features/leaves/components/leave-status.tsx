import { formatDateTime, type Leave, type LeaveStatus } from '@teamledger/domain';
import Badge from 'react-bootstrap/Badge';

const LOOKS: Record<LeaveStatus, { label: string; bg: string; text?: 'dark' }> = {
  pending: { label: 'Pending', bg: 'warning', text: 'dark' },
  approved: { label: 'Approved', bg: 'success' },
  rejected: { label: 'Rejected', bg: 'danger' },
  cancelled: { label: 'Cancelled', bg: 'secondary' },
};

/** Where a leave stands, and its last step: who took it, when, and the note or reason. */
export function LeaveStatusCell({ leave, timeZone }: { leave: Leave; timeZone: string }) {
  const look = LOOKS[leave.status];
  const { decision } = leave;
  return (
    <div>
      <Badge bg={look.bg} text={look.text}>
        {look.label}
      </Badge>
      {decision ? (
        <div className="small text-body-secondary mt-1">
          {decision.by ? `by ${decision.by.name}, ` : ''}
          {formatDateTime(decision.at, timeZone)}
          {decision.note ? <div className="text-body">“{decision.note}”</div> : null}
        </div>
      ) : null}
    </div>
  );
}
