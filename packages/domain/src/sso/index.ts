export * from './contracts.js';
export * from './endpoints.js';
export * from './rules.js';
export * from './types.js';
