import { ssoSettingsFormSchema, type SsoSettingsView } from '@teamledger/domain';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, SwitchField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useUpdateSsoSettings } from '../api/sso-settings';

export interface SsoSettingsFormProps {
  settings: SsoSettingsView;
}

/**
 * Single sign-on with OpenID Connect (issue 31): the provider (issuer, client id and
 * secret, the name the sign-in page shows), whether unknown people are created, and who may
 * still sign in with a password. A provider set by the environment shows here, unchangeable.
 */
export function SsoSettingsForm({ settings }: SsoSettingsFormProps) {
  const update = useUpdateSsoSettings();
  const fromEnvironment = settings.source === 'environment';
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: ssoSettingsFormSchema,
    defaultValues: {
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: '',
      providerName: settings.providerName,
      createUnknownPeople: settings.createUnknownPeople,
      passwordSignIn: settings.passwordSignIn,
    },
    send: (values, idempotencyKey) =>
      update.mutateAsync({
        body: fromEnvironment
          ? { ...values, issuer: '', clientId: '', providerName: '', clientSecret: undefined }
          : values,
        idempotencyKey,
      }),
    success: 'Single sign-on settings saved.',
    onSuccess: (_view, { form: saved }) => saved.resetField('clientSecret'),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const environmentHint = fromEnvironment ? 'Set by the environment (OIDC_*).' : undefined;

  return (
    <Form noValidate onSubmit={onSubmit} className="tl-form-wide" aria-label="Single sign-on">
      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-1">Single sign-on</h2>
          <p className="text-body-secondary small mb-3">
            OpenID Connect: people sign in at your identity provider and are matched by their
            verified email. Register this redirect URI at the provider:{' '}
            <code className="text-break">{settings.redirectUri}</code>
          </p>
          <ErrorAlert error={formError} onClose={dismissFormError} />
          <Row className="g-3">
            <Col md={6}>
              <TextField
                controlId="sso-provider-name"
                label="Provider name"
                hint={environmentHint ?? 'The sign-in page shows “Sign in with” this name.'}
                className=""
                disabled={fromEnvironment}
                error={errors.providerName?.message}
                {...register('providerName')}
              />
            </Col>
            <Col md={6}>
              <TextField
                controlId="sso-issuer"
                label="Issuer URL"
                hint={environmentHint ?? 'Leave empty to turn single sign-on off.'}
                type="url"
                inputMode="url"
                spellCheck={false}
                autoComplete="off"
                className=""
                disabled={fromEnvironment}
                error={errors.issuer?.message}
                {...register('issuer')}
              />
            </Col>
            <Col md={6}>
              <TextField
                controlId="sso-client-id"
                label="Client ID"
                hint={environmentHint}
                spellCheck={false}
                autoComplete="off"
                className=""
                disabled={fromEnvironment}
                error={errors.clientId?.message}
                {...register('clientId')}
              />
            </Col>
            <Col md={6}>
              <TextField
                controlId="sso-client-secret"
                label="Client secret"
                type="password"
                autoComplete="new-password"
                hint={
                  environmentHint ??
                  (settings.clientSecretSet
                    ? 'A secret is stored. Leave empty to keep it.'
                    : 'Stored encrypted; never shown again.')
                }
                className=""
                disabled={fromEnvironment}
                error={errors.clientSecret?.message}
                {...register('clientSecret')}
              />
            </Col>
            <Col md={6}>
              <SelectField
                controlId="sso-password-sign-in"
                label="Password sign-in"
                hint="Admins can always sign in with a password, to mend single sign-on."
                className=""
                error={errors.passwordSignIn?.message}
                {...register('passwordSignIn')}
              >
                <option value="everyone">Everyone</option>
                <option value="admins">Admins only</option>
              </SelectField>
            </Col>
            <Col md={6} className="d-flex align-items-center">
              <SwitchField
                controlId="sso-create-unknown"
                label="Create people on first sign-in (inactive until an admin accepts them)"
                {...register('createUnknownPeople')}
              />
            </Col>
          </Row>
          <SubmitButton pending={pending} pendingLabel="Saving…" className="mt-3">
            Save single sign-on
          </SubmitButton>
        </Card.Body>
      </Card>
    </Form>
  );
}
