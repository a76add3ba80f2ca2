import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/** Every leaf of a form's values as a dotted path ("reminderSchedule.hoursLog.time"). */
export function leafPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]: [string, unknown]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leafPaths(value, path)
      : [path];
  });
}

export interface FieldError {
  path: string;
  message: string;
}

/** Refusals that can blame a field: bad input (400), a duplicate (409), a business rule (422). */
const FIELD_STATUSES = new Set([400, 409, 422]);

/**
 * The per-field messages of a refusal (error.fields) that belong to fields the form shows.
 * Anything else (another status, a field the form does not have) gives none, and the form
 * shows the server's message as a whole instead.
 */
export function serverFieldErrors(error: unknown, knownPaths: readonly string[]): FieldError[] {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.has(error.status) || !error.fields) {
    return [];
  }
  return Object.entries(error.fields)
    .filter(([path]) => knownPaths.includes(path))
    .map(([path, message]) => ({ path, message }));
}

/** Puts the server's field messages on the form's fields; true when there was at least one. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownPaths: readonly string[],
): boolean {
  const fieldErrors = serverFieldErrors(error, knownPaths);
  fieldErrors.forEach(({ path, message }, index) =>
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return fieldErrors.length > 0;
}
