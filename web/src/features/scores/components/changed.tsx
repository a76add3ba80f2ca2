import Badge from 'react-bootstrap/Badge';

/**
 * A score figure that differs between two instants: a "changed" mark and both, "3.00 as of
 * then; 4.00 now" (`when` says which then).
 */
export function Changed({ then, now, when }: { then: string; now: string; when: string }) {
  return (
    <span data-changed="true">
      {' '}
      <Badge bg="warning" text="dark">
        changed
      </Badge>{' '}
      <span className="text-body-secondary">
        {then} {when}; {now} now
      </span>
    </span>
  );
}
