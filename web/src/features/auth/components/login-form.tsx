import { loginRequestSchema, twoFactorSignInSchema, type Me } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TimedAlert } from '../../../components/feedback/timed-alert';
import { FormMessage, SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useLogin, useSignInWithCode } from '../api/login';

const VALIDATION_MESSAGE_ID = 'login-validation';

export interface LoginFormProps {
  /** Gets the signed-in user; the session cookie is set by then. */
  onSuccess: (user: Me) => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  // After a right password of a person with two-factor sign-in: the code step.
  const [pendingToken, setPendingToken] = useState<string | null>(null);
  if (pendingToken !== null) {
    return (
      <CodeForm
        pendingToken={pendingToken}
        onSuccess={onSuccess}
        onRestart={() => setPendingToken(null)}
      />
    );
  }
  return <PasswordForm onSuccess={onSuccess} onCodeNeeded={setPendingToken} />;
}

function PasswordForm({
  onSuccess,
  onCodeNeeded,
}: LoginFormProps & { onCodeNeeded: (pendingToken: string) => void }) {
  const login = useLogin();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: loginRequestSchema,
    defaultValues: { email: '', password: '' },
    send: (credentials) => login.mutateAsync(credentials),
    // No toast: the person lands on their first screen, or is asked for a code.
    onSuccess: (answer) =>
      'user' in answer ? onSuccess(answer.user) : onCodeNeeded(answer.pendingToken),
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

/** The second step: the authenticator app's code, or one of the recovery codes. */
function CodeForm({
  pendingToken,
  onSuccess,
  onRestart,
}: LoginFormProps & { pendingToken: string; onRestart: () => void }) {
  const signIn = useSignInWithCode();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: twoFactorSignInSchema,
    defaultValues: { pendingToken, code: '' },
    send: (input) => signIn.mutateAsync(input),
    onSuccess: ({ user }) => onSuccess(user),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <TimedAlert show={formError !== null} onClose={dismissFormError} heading="Error!">
        {formError?.message}
      </TimedAlert>
      <p className="small">Two-factor sign-in is on for your account.</p>
      <TextField
        controlId="login-code"
        label="Authentication code"
        autoComplete="one-time-code"
        spellCheck={false}
        autoFocus
        hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={pending} pendingLabel="Checking…" className="w-100 mt-2">
        Verify
      </SubmitButton>
      <Button variant="link" size="sm" className="w-100 mt-1" onClick={onRestart}>
        Sign in again
      </Button>
    </Form>
  );
}
