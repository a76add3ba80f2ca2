export * from './projection.js';
export * from './queries.js';
