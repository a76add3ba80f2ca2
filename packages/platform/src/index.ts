export * from './clock.js';
export * from './config.js';
export * from './health.js';
export * from './logger.js';
export * from './postgres.js';
export * from './redis.js';
export * from './migrations.js';
export * from './ids.js';
