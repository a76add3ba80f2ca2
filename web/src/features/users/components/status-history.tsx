import { formatDay, USER_STATUS_LABELS, USER_STATUSES, type UserStatus } from '@teamledger/domain';
import ListGroup from 'react-bootstrap/ListGroup';
import { ErrorAlert } from '../../../components/feedback';
import { DateTimeText } from '../../../components/text';
import { useUserHistory } from '../api/get-user-history';

const label = (value: string | null) =>
  value && (USER_STATUSES as readonly string[]).includes(value)
    ? USER_STATUS_LABELS[value as UserStatus]
    : (value ?? '');

/** The person's status and role changes and security events, newest first: who, when, from, to, why. */
export function StatusHistory({ userId }: { userId: string }) {
  const history = useUserHistory(userId);
  if (history.isPending) return <p className="small text-body-secondary">Loading the history…</p>;
  if (history.isError)
    return <ErrorAlert heading="The history could not be loaded" error={history.error} />;
  const entries = [...history.data.entries].reverse();
  return (
    <ListGroup variant="flush" as="ol" className="small" aria-label="Status history">
      {entries.map((entry) => (
        <ListGroup.Item as="li" key={`${entry.at}-${entry.kind}-${entry.to}`} className="px-0">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold">
              {entry.kind === 'registered'
                ? `Registered as ${label(entry.to)}`
                : entry.kind === 'security'
                  ? entry.to
                  : entry.kind === 'role'
                    ? `Role ${entry.from ?? '—'} → ${entry.to}`
                    : `${label(entry.from)} → ${label(entry.to)}`}
            </span>
            <span className="text-body-secondary">
              <DateTimeText at={entry.at} />
            </span>
          </div>
          <div className="text-body-secondary">
            {entry.actor ? `by ${entry.actor.name}` : 'by the system'}
            {entry.effectiveDate ? ` · as of ${formatDay(entry.effectiveDate)}` : ''}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </div>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
