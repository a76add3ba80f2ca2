import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { ErrorAlert } from './error-alert';

/**
 * A failed query's error in place of what it would have shown: never an empty table or
 * "No record Found" under an error, which would read as an answer. Try again asks anew,
 * for a failure the same filter may get past.
 */
export function ErrorOr({
  error,
  heading,
  onRetry,
  children,
}: {
  error: Error | null | undefined;
  heading: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (!error) return <>{children}</>;
  return (
    <>
      <ErrorAlert heading={heading} error={error} />
      <Button size="sm" variant="outline-primary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
