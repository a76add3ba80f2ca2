export * from './shared/index.js';
export * from './access/index.js';
export * from './calendar/index.js';
export * from './users/index.js';
export * from './settings/index.js';
