import Alert from 'react-bootstrap/Alert';

export interface ErrorAlertProps {
  /** The error to show; nothing is rendered without one. */
  error: Error | null | undefined;
  heading?: string;
  onClose?: () => void;
}

/** An error the person has to act on (not auto-closing, unlike TimedAlert). */
export function ErrorAlert({ error, heading = 'Error!', onClose }: ErrorAlertProps) {
  if (!error) return null;
  return (
    <Alert variant="danger" dismissible={Boolean(onClose)} closeLabel="Dismiss" onClose={onClose}>
      <Alert.Heading as="h2" className="h6 fw-semibold mb-1">
        {heading}
      </Alert.Heading>
      <p className="mb-0">{error.message}</p>
    </Alert>
  );
}
