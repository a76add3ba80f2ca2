import { GENDERS, registrationSchema } from '@teamledger/domain';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useRegister } from '../api/register';

export interface RegisterFormProps {
  /** Called once the account exists, inactive until an administrator accepts it. */
  onRegistered: () => void;
}

/** Ask for an account (POST /api/auth/register): name, email, password twice, gender. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const registration = useRegister();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: registrationSchema,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', gender: 'M' },
    send: (input, idempotencyKey) => registration.mutateAsync({ input, idempotencyKey }),
    // No toast: the page itself says what happens next.
    onSuccess: onRegistered,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <TextField
        controlId="register-name"
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        controlId="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        controlId="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        controlId="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SelectField
        controlId="register-gender"
        label="Gender"
        error={errors.gender?.message}
        {...register('gender')}
      >
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
          </option>
        ))}
      </SelectField>
      <SubmitButton pending={pending} pendingLabel="Registering…" className="w-100 mt-2">
        Register
      </SubmitButton>
    </Form>
  );
}
