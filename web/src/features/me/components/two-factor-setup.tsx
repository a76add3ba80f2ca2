import { twoFactorConfirmSchema, type TwoFactorEnrolment } from '@teamledger/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { SubmitButton, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import {
  useConfirmTwoFactor,
  useMyTwoFactor,
  useRefreshMe,
  useStartTwoFactor,
} from '../api/two-factor';

/**
 * Two-factor sign-in with an authenticator app (issue 31): scan the QR code (or type the
 * key), confirm with one code, keep the ten recovery codes shown this once.
 */
export function TwoFactorSetup() {
  const notify = useNotify();
  const status = useMyTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refreshMe = useRefreshMe();
  const start = useStartTwoFactor({
    mutationConfig: {
      onSuccess: setEnrolment,
      onError: (error) => notify(error.message, 'danger'),
    },
  });

  if (recoveryCodes) {
    return (
      <>
        <Alert variant="success" role="status">
          Two-factor sign-in is on. Sign-in now asks for a code from your app.
        </Alert>
        <h2 className="h6 fw-semibold">Your recovery codes</h2>
        <p className="small">
          Each one signs you in once if you lose your phone. Keep them somewhere safe: they are
          shown only now.
        </p>
        <ul
          aria-label="Recovery codes"
          className="list-unstyled font-monospace row row-cols-2 g-1 mb-3"
        >
          {recoveryCodes.map((code) => (
            <li key={code} className="col">
              {code}
            </li>
          ))}
        </ul>
        <Button
          onClick={() => {
            setRecoveryCodes(null);
            setEnrolment(null);
            void refreshMe();
          }}
        >
          I have saved them
        </Button>
      </>
    );
  }
  if (status.isPending) return <p className="small text-body-secondary">Loading…</p>;
  if (status.isError) {
    return <ErrorAlert heading="Two-factor sign-in could not be loaded" error={status.error} />;
  }
  if (status.data.enrolled) {
    return (
      <Alert variant="success" className="mb-0">
        Two-factor sign-in is on. {status.data.recoveryCodesLeft} recovery code
        {status.data.recoveryCodesLeft === 1 ? '' : 's'} left. To turn it off (a lost phone), ask an
        Admin to reset it.
      </Alert>
    );
  }
  return (
    <>
      {status.data.required ? (
        <Alert variant="warning">
          Your role requires two-factor sign-in: set it up to go on using Teamledger.
        </Alert>
      ) : null}
      {enrolment ? (
        <ConfirmEnrolment enrolment={enrolment} onConfirmed={setRecoveryCodes} />
      ) : (
        <>
          <p>
            Sign-in will ask for a code from an authenticator app on your phone after your password.
          </p>
          <Button onClick={() => start.mutate()} disabled={start.isPending}>
            Set up two-factor sign-in
          </Button>
        </>
      )}
    </>
  );
}

function ConfirmEnrolment({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTwoFactor();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: twoFactorConfirmSchema,
    defaultValues: { code: '' },
    send: (input) => confirm.mutateAsync(input),
    onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <ol className="ps-3">
        <li>Scan this QR code with your authenticator app:</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="d-block mb-2 border rounded"
      />
      <p className="small mb-1">Or type this key into the app:</p>
      <p className="font-monospace text-break" data-testid="two-factor-key">
        <span className="visually-hidden">Key: </span>
        {enrolment.secret}
      </p>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <TextField
        controlId="two-factor-code"
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="The 6 digits the app shows now."
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={pending} pendingLabel="Checking…">
        Turn on
      </SubmitButton>
    </Form>
  );
}
