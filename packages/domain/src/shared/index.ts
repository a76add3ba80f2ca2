export * from './errors.js';
export * from './decider.js';
export * from './endpoint.js';
