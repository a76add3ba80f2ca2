export * from './checkpoints.js';
export * from './host.js';
export * from './migrate.js';
export * from './projection.js';
export * from './projections.js';
export * from './runner.js';
export * from './watcher.js';
export { loadProjectorConfig, projectorEnvSchema, type ProjectorConfig } from './config.js';
