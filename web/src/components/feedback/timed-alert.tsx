import { useEffect, useEffectEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ALERT_TIMEOUT_MS } from '../../config/constants';

export interface TimedAlertProps {
  show: boolean;
  /** Called when the person dismisses the alert or when it times out. */
  onClose: () => void;
  heading: string;
  variant?: 'danger' | 'warning' | 'success' | 'info';
  timeoutMs?: number;
  children: ReactNode;
}

/** A dismissible alert that closes itself after SPEC.md's alert timeout. */
export function TimedAlert({
  show,
  onClose,
  heading,
  variant = 'danger',
  timeoutMs = ALERT_TIMEOUT_MS,
  children,
}: TimedAlertProps) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!show) return undefined;
    const timer = setTimeout(() => close(), timeoutMs);
    return () => clearTimeout(timer);
  }, [show, timeoutMs]);

  return (
    <Alert show={show} variant={variant} dismissible closeLabel="Dismiss" onClose={onClose}>
      <Alert.Heading as="h2" className="h6 fw-semibold mb-1">
        {heading}
      </Alert.Heading>
      <p className="mb-0">{children}</p>
    </Alert>
  );
}
