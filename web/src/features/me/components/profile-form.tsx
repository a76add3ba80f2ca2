import { profileUpdateSchema, type Me } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useUpdateProfile } from '../api/update-profile';

export interface ProfileFormProps {
  user: Me;
  /** Called with the updated person once the toast is shown. */
  onSaved: (user: Me) => void;
}

/** SPEC.md's profile update: name, read-only email, and an optional password change. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: profileUpdateSchema,
    defaultValues: {
      username: user.name,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    send: (values) => update.mutateAsync(values),
    success: 'Profile updated successfully!',
    onSuccess: ({ user: updated }) => onSaved(updated),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <TextField
        controlId="profile-username"
        label="Username"
        autoComplete="name"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        controlId="profile-email"
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Your sign-in name; it cannot be changed."
      />
      <fieldset>
        <legend className="h6 fw-semibold mt-4 mb-1">Change password</legend>
        <p className="small text-body-secondary">
          Leave these blank to keep your current password.
        </p>
        <TextField
          controlId="profile-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          controlId="profile-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          controlId="profile-confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <SubmitButton pending={pending} pendingLabel="Saving…" disabled={succeeded}>
        Update profile
      </SubmitButton>
    </Form>
  );
}
