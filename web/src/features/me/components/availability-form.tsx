import { AVAILABILITIES, availabilityUpdateSchema, type Me } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useUpdateAvailability } from '../api/update-availability';

/** Whether the person is around, and a short status for their colleagues. */
export function AvailabilityForm({ user }: { user: Me }) {
  const update = useUpdateAvailability();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: availabilityUpdateSchema,
    defaultValues: { availability: user.availability, textStatus: user.textStatus },
    send: (values) => update.mutateAsync(values),
    success: 'Availability updated.',
    // What was stored becomes the form's starting point (the server trims the message).
    onSuccess: ({ user: updated }, { form: saved }) =>
      saved.reset({ availability: updated.availability, textStatus: updated.textStatus }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
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
      <SubmitButton pending={pending} pendingLabel="Saving…" variant="outline-primary">
        Save
      </SubmitButton>
    </Form>
  );
}
