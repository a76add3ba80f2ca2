import Button from 'react-bootstrap/Button';
import { ErrorAlert } from '../../../components/feedback';
import { useSsoStatus } from '../api/sso-status';
import { useStartSso } from '../api/start-sso';

/**
 * "Sign in with <provider>" under the password form, when single sign-on is configured:
 * the browser goes to the provider, which sends it back to /sso/callback.
 */
export function SsoSignIn() {
  const status = useSsoStatus();
  const start = useStartSso();
  const providerName = status.data?.providerName;
  if (!providerName) return null;
  return (
    <div className="mt-3">
      <p className="text-center text-body-secondary small my-2">or</p>
      <ErrorAlert error={start.error} onClose={() => start.reset()} />
      <Button
        variant="outline-primary"
        className="w-100"
        disabled={start.isPending || start.isSuccess}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
          })
        }
      >
        {start.isPending || start.isSuccess
          ? `Opening ${providerName}…`
          : `Sign in with ${providerName}`}
      </Button>
    </div>
  );
}
