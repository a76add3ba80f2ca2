export * from './access.js';
export * from './contracts.js';
export * from './describe.js';
export * from './endpoints.js';
export * from './evidence.js';
export * from './explain.js';
