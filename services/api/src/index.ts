export { buildApp, type AppDeps } from './app.js';
export { apiEnvSchema, loadApiConfig, type ApiConfig } from './config.js';
