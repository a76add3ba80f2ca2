import { loginRequestSchema, type Me } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { TimedAlert } from '../../../components/feedback/timed-alert';
import { FormMessage, SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useLogin } from '../api/login';

const VALIDATION_MESSAGE_ID = 'login-validation';

export interface LoginFormProps {
  /** Gets the signed-in user; the session cookie is set by then. */
  onSuccess: (user: Me) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    send: (credentials) => login.mutateAsync(credentials),
    // No toast: the person lands on their first screen.
    onSuccess: ({ user }) => onSuccess(user),
  });
  const {
    register,
    formState: { errors },
  } = form;

  // SPEC.md has one message for both fields, so it is shown once and describes both.
  const validationMessage = errors.email?.message ?? errors.password?.message;
  const describedBy = validationMessage ? VALIDATION_MESSAGE_ID : undefined;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <TimedAlert show={formError !== null} onClose={dismissFormError} heading="Error!">
        {formError?.message}
      </TimedAlert>
      <TextField
        controlId="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        invalid={Boolean(errors.email)}
        describedBy={describedBy}
        {...register('email')}
      />
      <TextField
        controlId="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        describedBy={describedBy}
        {...register('password')}
      />
      <FormMessage id={VALIDATION_MESSAGE_ID}>{validationMessage}</FormMessage>
      <SubmitButton pending={pending} pendingLabel="Signing in…" className="w-100 mt-2">
        Sign in
      </SubmitButton>
    </Form>
  );
}
