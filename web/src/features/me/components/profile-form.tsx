import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Me } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useFormError } from '../../../hooks/use-form-error';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['username', 'currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ProfileFormProps {
  user: Me;
  /** Called with the updated person once the toast is shown. */
  onSaved: (user: Me) => void;
}

/** SPEC.md's profile update: name, read-only email, and an optional password change. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const notify = useNotify();
  const { formError, clearFormError, showFormError } = useFormError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      username: user.name,
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const update = useUpdateProfile({
    mutationConfig: {
      onSuccess: ({ user: updated }) => {
        notify('Profile updated successfully!');
        onSaved(updated);
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
      <SubmitButton pending={update.isPending} pendingLabel="Saving…" disabled={update.isSuccess}>
        Update profile
      </SubmitButton>
    </Form>
  );
}
