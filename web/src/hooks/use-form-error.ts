import { useCallback, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerFieldErrors } from '../lib/form-errors';

/**
 * The failure of a form's submit: the server's per-field messages go onto the fields, any
 * other failure becomes the form's one alert (formError), cleared on the next submit.
 */
export function useFormError() {
  const [formError, setFormError] = useState<Error | null>(null);
  const clearFormError = useCallback(() => setFormError(null), []);
  const showFormError = useCallback(
    <T extends FieldValues>(
      error: Error,
      setError: UseFormSetError<T>,
      fields: readonly string[],
    ) => {
      if (!applyServerFieldErrors(error, setError, fields)) setFormError(error);
    },
    [],
  );
  return { formError, clearFormError, showFormError };
}
