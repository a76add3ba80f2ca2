export { ErrorAlert, type ErrorAlertProps } from './error-alert';
export { ErrorOr } from './error-or';
export { PageSpinner } from './page-spinner';
export { TimedAlert, type TimedAlertProps } from './timed-alert';
export { ToastProvider } from './toast-provider';
export {
  useNotifications,
  useNotify,
  type Notifications,
  type Notify,
  type NotificationVariant,
} from './use-notify';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
