import { setPasswordSchema } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useSetPasswordByLink } from '../api/password-links';

export interface SetPasswordFormProps {
  /** The emailed link's token (its fragment), never sent anywhere but this form's request. */
  token: string;
  onSet: (message: string) => void;
}

/** Set your password through an emailed link: the new password twice. */
export function SetPasswordForm({ token, onSet }: SetPasswordFormProps) {
  const save = useSetPasswordByLink();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: setPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    send: (input) => save.mutateAsync(input),
    onSuccess: ({ message }) => onSet(message),
  });
  const {
    register,
    formState: { errors },
  } = form;
  // A link problem (used, expired, revoked, forged) belongs to no field the person can fix.
  const linkError = errors.token?.message;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert
        error={formError ?? (linkError ? new Error(linkError) : null)}
        onClose={dismissFormError}
      />
      <TextField
        controlId="set-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        controlId="set-password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} pendingLabel="Saving…" className="w-100 mt-2">
        Set password
      </SubmitButton>
    </Form>
  );
}
