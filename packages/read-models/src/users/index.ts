export * from './admin-list.js';
export * from './projection.js';
export * from './queries.js';
