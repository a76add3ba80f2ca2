import { forgotPasswordSchema } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useForgotPassword } from '../api/password-links';

export interface ForgotPasswordFormProps {
  /** Gets the API's answer, the same whether the email is an account's or not. */
  onAsked: (message: string) => void;
}

/** Forgot password: the email to send a reset link to (POST /api/auth/password-reset). */
export function ForgotPasswordForm({ onAsked }: ForgotPasswordFormProps) {
  const ask = useForgotPassword();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    send: (input) => ask.mutateAsync(input),
    onSuccess: ({ message }) => onAsked(message),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <TextField
        controlId="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint="We email a link to choose a new password. It works for 1 hour."
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={pending} pendingLabel="Sending…" className="w-100 mt-2">
        Send the link
      </SubmitButton>
    </Form>
  );
}
