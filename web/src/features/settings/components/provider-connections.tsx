import {
  PROVIDER_LABELS,
  providerConnectionInputSchema,
  type ProviderConnectionView,
} from '@teamledger/domain';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useProviderConnections, useSetProviderConnection } from '../api/provider-connections';

/** The environment variables a worker reads each provider's token from (D277). */
const TOKEN_ENV: Record<ProviderConnectionView['provider'], string> = {
  assembla: 'PROVIDER_API_KEY and PROVIDER_API_SECRET',
  jira: 'JIRA_API_TOKEN',
  gitlab: 'GITLAB_TOKEN',
};
const URL_ENV: Record<ProviderConnectionView['provider'], string> = {
  assembla: 'PROVIDER_URL',
  jira: 'JIRA_BASE_URL',
  gitlab: 'GITLAB_URL',
};
const ACCOUNT_LABEL: Record<ProviderConnectionView['provider'], string> = {
  assembla: 'Account (optional)',
  jira: 'Account email',
  gitlab: 'Account (optional)',
};

/**
 * Settings' provider connections (D277): where the worker reaches each provider and as whom.
 * Tokens are never typed here: the worker reads them from its environment, and each card
 * says whether it holds one.
 */
export function ProviderConnectionsSection() {
  const connections = useProviderConnections();
  return (
    <section aria-labelledby="provider-connections-heading" className="mt-4">
      <h2 id="provider-connections-heading" className="h5">
        Provider connections
      </h2>
      <p className="small text-body-secondary">
        Each WorkSpace names its provider on the WorkSpaces screen; a WorkSpace that names none
        reads from {connections.data ? PROVIDER_LABELS[connections.data.defaultProvider].name : '…'}{' '}
        (the worker's WORK_PROVIDER). Tokens stay in the worker's environment and are never shown.
      </p>
      <ErrorAlert
        heading="The provider connections could not be loaded"
        error={connections.error}
      />
      {(connections.data?.connections ?? []).map((connection) => (
        <ConnectionCard key={connection.provider} connection={connection} />
      ))}
    </section>
  );
}

function ConnectionCard({ connection }: { connection: ProviderConnectionView }) {
  const set = useSetProviderConnection();
  const name = PROVIDER_LABELS[connection.provider].name;
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: providerConnectionInputSchema,
    defaultValues: { baseUrl: connection.baseUrl, account: connection.account },
    send: (input, idempotencyKey) =>
      set.mutateAsync({ provider: connection.provider, input, idempotencyKey }),
    success: `${name} connection saved.`,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const id = `connection-${connection.provider}`;
  return (
    <Card className="mb-3" as="section" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <Card.Title as="h3" className="h6" id={`${id}-title`}>
          {name}{' '}
          {connection.workerHasCredential === null ? (
            <Badge bg="secondary">No worker has reported yet</Badge>
          ) : connection.workerHasCredential ? (
            <Badge bg="success">The worker has its token</Badge>
          ) : (
            <Badge bg="warning" text="dark">
              The worker has no token ({TOKEN_ENV[connection.provider]})
            </Badge>
          )}
        </Card.Title>
        <Form noValidate onSubmit={onSubmit}>
          <ErrorAlert error={formError} onClose={dismissFormError} />
          <TextField
            controlId={`${id}-url`}
            label={`${name} base URL`}
            hint={
              connection.setInSettings
                ? undefined
                : `Not set here: the worker uses its ${URL_ENV[connection.provider]}.`
            }
            autoComplete="url"
            error={errors.baseUrl?.message}
            {...register('baseUrl')}
          />
          <TextField
            controlId={`${id}-account`}
            label={`${name} ${ACCOUNT_LABEL[connection.provider].toLowerCase()}`}
            autoComplete="off"
            error={errors.account?.message}
            {...register('account')}
          />
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? 'Saving…' : `Save ${name} connection`}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
