export * from './shared/index.js';
export * from './users/index.js';
export * from './calendar/index.js';
