import { zodResolver } from '@hookform/resolvers/zod';
import {
  STANDUP_FIELD_LABELS,
  STANDUP_FIELDS,
  standupFormSchema,
  type TodayStandup,
} from '@teamledger/domain';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitStandup } from '../api/submit-standup';

export interface StandupFormProps {
  current: TodayStandup;
  /** Called once the toast is shown. */
  onSaved: () => void;
}

/**
 * SPEC.md 2's standup form: three answers prefilled from today's standup, each required
 * only while it has no prefilled value.
 */
export function StandupForm({ current, onSaved }: StandupFormProps) {
  const notify = useNotify();
  const { key } = useIdempotencyKey();
  const [formError, setFormError] = useState<Error | null>(null);
  const prefilled = useMemo(
    () => ({
      yesterday: current.standup?.yesterday ?? '',
      today: current.standup?.today ?? '',
      roadblocks: current.standup?.roadblocks ?? '',
    }),
    [current],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(standupFormSchema(prefilled)), defaultValues: prefilled });
  const submitStandup = useSubmitStandup({
    mutationConfig: {
      onSuccess: () => {
        notify('Standup successfully Added.');
        onSaved();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, STANDUP_FIELDS)) setFormError(error);
      },
    },
  });

  const submit = handleSubmit((input) => {
    setFormError(null);
    submitStandup.mutate({ input, idempotencyKey: key });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={formError} onClose={() => setFormError(null)} />
      {STANDUP_FIELDS.map((field) => (
        <TextAreaField
          key={field}
          controlId={`standup-${field}`}
          label={STANDUP_FIELD_LABELS[field]}
          rows={4}
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
      <SubmitButton
        pending={submitStandup.isPending}
        pendingLabel="Saving…"
        disabled={submitStandup.isSuccess}
      >
        Update
      </SubmitButton>
    </Form>
  );
}
