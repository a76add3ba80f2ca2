import { zodResolver } from '@hookform/resolvers/zod';
import {
  STANDUP_FIELD_LABELS,
  STANDUP_FIELDS,
  standupFormSchema,
  type TodayStandup,
} from '@teamledger/domain';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
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
  const { formError, clearFormError, showFormError } = useFormError();
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
        showFormError(error, setError, STANDUP_FIELDS);
      },
    },
  });

  const submit = handleSubmit((input) => {
    clearFormError();
    submitStandup.mutate({ input, idempotencyKey: key });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={formError} onClose={clearFormError} />
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
