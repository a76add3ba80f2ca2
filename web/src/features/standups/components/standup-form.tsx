import {
  STANDUP_FIELD_LABELS,
  STANDUP_FIELDS,
  standupFormSchema,
  type TodayStandup,
} from '@teamledger/domain';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SubmitButton, TextAreaField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
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
  const prefilled = useMemo(
    () => ({
      yesterday: current.standup?.yesterday ?? '',
      today: current.standup?.today ?? '',
      roadblocks: current.standup?.roadblocks ?? '',
    }),
    [current],
  );
  const submitStandup = useSubmitStandup();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: standupFormSchema(prefilled),
    defaultValues: prefilled,
    send: (input, idempotencyKey) => submitStandup.mutateAsync({ input, idempotencyKey }),
    // The day's first standup is added; any later one that day updates it (DESIGN.md 6.1).
    success: current.standup ? 'Standup successfully Updated.' : 'Standup successfully Added.',
    onSuccess: onSaved,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
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
      <SubmitButton pending={pending} pendingLabel="Saving…" disabled={succeeded}>
        Update
      </SubmitButton>
    </Form>
  );
}
