export * from './projection.js';
export * from './queries.js';
export * from './versions.js';
