import { zodResolver } from '@hookform/resolvers/zod';
import { AVAILABILITIES, availabilityUpdateSchema, type Me } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SelectField, SubmitButton, TextField } from '../../../components/form';
import { useFormError } from '../../../hooks/use-form-error';
import { useUpdateAvailability } from '../api/update-availability';

const FIELDS = ['availability', 'textStatus'] as const;

/** Whether the person is around, and a short status for their colleagues. */
export function AvailabilityForm({ user }: { user: Me }) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(availabilityUpdateSchema),
    defaultValues: { availability: user.availability, textStatus: user.textStatus },
  });
  const update = useUpdateAvailability({
    mutationConfig: {
      onSuccess: ({ user: updated }) => {
        reset({ availability: updated.availability, textStatus: updated.textStatus });
        notify('Availability updated.');
      },
      onError: (error) => {
        showFormError(error, setError, FIELDS);
      },
    },
  });

  const submit = handleSubmit((values) => {
    clearFormError();
    update.mutate(values);
  });

  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={formError} onClose={clearFormError} />
      <SelectField
        controlId="availability-status"
        label="Availability"
        error={errors.availability?.message}
        {...register('availability')}
      >
        {AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {availability}
          </option>
        ))}
      </SelectField>
      <TextField
        controlId="availability-text"
        label="Status message"
        placeholder="e.g. In a workshop until 3 pm"
        maxLength={140}
        error={errors.textStatus?.message}
        {...register('textStatus')}
      />
      <SubmitButton pending={update.isPending} pendingLabel="Saving…" variant="outline-primary">
        Save
      </SubmitButton>
    </Form>
  );
}
