import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

/**
 * A failed query's error in place of what it would have shown: never an empty table or
 * "No record Found" under an error, which would read as an answer.
 */
export function ErrorOr({
  error,
  heading,
  children,
}: {
  error: Error | null | undefined;
  heading: string;
  children: ReactNode;
}) {
  return error ? <ErrorAlert heading={heading} error={error} /> : <>{children}</>;
}
