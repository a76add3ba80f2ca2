import { createContext, useContext } from 'react';

export type NotificationVariant = 'success' | 'danger' | 'info';

/** Shows a toast titled 'Notification' (SPEC.md section 8) with the message. */
export type Notify = (message: string, variant?: NotificationVariant) => void;

export const NotifyContext = createContext<Notify | null>(null);

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <ToastProvider> above it');
  return notify;
}
