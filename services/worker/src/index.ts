export { createJobQueue, defaultJobOptions, QUEUE_NAME } from './queue.js';
export { loadWorkerConfig, workerEnvSchema, type WorkerConfig } from './config.js';
export {
  LEAVE_NOTIFICATION_JOB,
  type LeaveNotificationPayload,
} from './jobs/leave-notification.js';
export {
  DEFAULT_RETRY_SCHEDULE,
  JOB_ATTEMPTS,
  RETRY_BACKOFF_TYPE,
  retryDelayMs,
  type RetrySchedule,
} from './retry.js';
export { createWorker, type WorkerOptions } from './worker.js';
