export * from './errors.js';
export * from './decider.js';
