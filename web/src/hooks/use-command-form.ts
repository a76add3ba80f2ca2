import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useNotifications } from '../components/feedback';
import { applyServerFieldErrors, leafPaths } from '../lib/form-errors';

/** A form's zod schema: the values the fields hold in, the checked values out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type CommandForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface CommandFormOptions<S extends FormSchema, Result> {
  /** Checks the fields before anything is sent: the API's own schema where it fits. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * Sends the checked values, usually through a mutation's mutateAsync. The Idempotency-Key
   * belongs to this body: the same while the same body is sent again (a retry, a double
   * click), a new one once the body changed or the command succeeded.
   */
  send: (values: z.output<S>, idempotencyKey: string) => Promise<Result>;
  /** The success toast; without it the form shows no toast (the screen answers otherwise). */
  success?: string | ((result: Result, values: z.output<S>) => string);
  /** Runs after the success toast: close the modal, reset the form, redirect. */
  onSuccess?: (result: Result, context: { values: z.output<S>; form: CommandForm<S> }) => void;
}

export interface CommandFormState<S extends FormSchema> {
  form: CommandForm<S>;
  /**
   * The form's onSubmit: clears the last submit's messages, checks the fields, sends. It
   * returns nothing, as a DOM handler does: the outcome lands in formError or succeeded.
   */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** True while the command runs: the submit button waits. */
  pending: boolean;
  /** True once the last submit succeeded, until the next one. */
  succeeded: boolean;
  /** A failure that belongs to no field: the form's one alert. */
  formError: Error | null;
  dismissFormError: () => void;
}

const newKey = () => crypto.randomUUID();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Every form that sends a command, with one set of rules: zod checks the fields; the
 * server's per-field messages go onto those fields and any other failure becomes one alert;
 * a new submit takes down the last submit's alert and success toast; editing a field takes
 * down its server message and the alert; the Idempotency-Key follows the body.
 */
export function useCommandForm<S extends FormSchema, Result>({
  schema,
  defaultValues,
  send,
  success,
  onSuccess,
}: CommandFormOptions<S, Result>): CommandFormState<S> {
  const { notify, dismiss } = useNotifications();
  const form: CommandForm<S> = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [formError, setFormError] = useState<Error | null>(null);
  const inFlight = useRef(false);
  const successToast = useRef<number | null>(null);
  // The key and the body it was last sent with (null: not sent yet).
  const idempotency = useRef<{ key: string; body: string | null }>({ key: newKey(), body: null });

  const dismissFormError = useCallback(() => setFormError(null), []);

  // Editing answers the last submit's alert. A field's own server message goes by itself:
  // after a submit, react-hook-form checks an edited field again and replaces its message.
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setFormError(null);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const keyFor = (body: string) => {
    const current = idempotency.current;
    if (current.body !== null && current.body !== body) {
      idempotency.current = { key: newKey(), body };
    } else {
      current.body = body;
    }
    return idempotency.current.key;
  };

  const run = async (values: z.output<S>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    let result: Result;
    try {
      result = await send(values, keyFor(JSON.stringify(values)));
    } catch (error) {
      // The fields the form has are the ones in its values, registered or given a default.
      if (!applyServerFieldErrors(error, form.setError, leafPaths(form.getValues()))) {
        setFormError(asError(error));
      }
      return;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
    // Done: sending anything again is a new command.
    idempotency.current = { key: newKey(), body: null };
    setSucceeded(true);
    if (success !== undefined) {
      successToast.current = notify(
        typeof success === 'string' ? success : success(result, values),
      );
    }
    onSuccess?.(result, { values, form });
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    if (inFlight.current) {
      event?.preventDefault();
      return;
    }
    setFormError(null);
    setSucceeded(false);
    if (successToast.current !== null) dismiss(successToast.current);
    successToast.current = null;
    // run catches what sending throws, so the promise has nothing left to report.
    void form.handleSubmit(run)(event);
  };

  return { form, onSubmit, pending, succeeded, formError, dismissFormError };
}
