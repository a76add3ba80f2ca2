import { createContext, useContext } from 'react';

export type NotificationVariant = 'success' | 'danger' | 'info';

/**
 * Shows a toast titled 'Notification' (SPEC.md section 8) with the message; answers its id,
 * with which the toast can be taken down before it times out.
 */
export type Notify = (message: string, variant?: NotificationVariant) => number;

export interface Notifications {
  notify: Notify;
  /** Takes a toast down; an id already gone is ignored. */
  dismiss: (id: number) => void;
}

export const NotifyContext = createContext<Notifications | null>(null);

export function useNotifications(): Notifications {
  const notifications = useContext(NotifyContext);
  if (!notifications) throw new Error('useNotify needs a <ToastProvider> above it');
  return notifications;
}

export function useNotify(): Notify {
  return useNotifications().notify;
}
