export { logHours, useLogHours } from './api/log-hours';
export { HoursLogForm, type HoursLogFormProps } from './components/hours-log-form';
