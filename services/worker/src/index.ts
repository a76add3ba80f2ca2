export { createJobQueue, defaultJobOptions, QUEUE_NAME } from './queue.js';
export { loadWorkerConfig, workerEnvSchema, type WorkerConfig } from './config.js';
