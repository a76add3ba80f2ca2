import { useCallback, useMemo, useState, type ReactNode } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { TOAST_TIMEOUT_MS, TOAST_TITLE } from '../../config/constants';
import { NotifyContext, type Notify, type NotificationVariant } from './use-notify';

interface Notification {
  id: number;
  message: string;
  variant: NotificationVariant;
}

let nextId = 1;

/**
 * The app's one place for toasts, top right. It sits above the router, so a toast shown
 * just before a redirect stays on screen after it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const notify = useCallback<Notify>((message, variant = 'success') => {
    const id = nextId++;
    setNotifications((shown) => [...shown, { id, message, variant }]);
    return id;
  }, []);
  const dismiss = useCallback(
    (id: number) =>
      setNotifications((shown) => shown.filter((notification) => notification.id !== id)),
    [],
  );
  const value = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NotifyContext value={value}>
      {children}
      <ToastContainer
        as="section"
        aria-label="Notifications"
        position="top-end"
        containerPosition="fixed"
        className="p-3"
      >
        {notifications.map(({ id, message, variant }) => (
          <Toast
            key={id}
            onClose={() => dismiss(id)}
            autohide
            delay={TOAST_TIMEOUT_MS}
            className={`tl-toast tl-toast-${variant}`}
          >
            <Toast.Header closeLabel="Close notification">
              <span className="tl-toast-dot me-2" aria-hidden="true" />
              <strong className="me-auto">{TOAST_TITLE}</strong>
            </Toast.Header>
            <Toast.Body>{message}</Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </NotifyContext>
  );
}
