export * from './host.js';
export * from './runner.js';
export { loadProjectorConfig, projectorEnvSchema, type ProjectorConfig } from './config.js';
