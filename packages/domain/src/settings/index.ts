export * from './contracts.js';
export * from './decide.js';
export * from './decider.js';
export * from './events.js';
export * from './types.js';
export * from './endpoints.js';
export * from './reactions.js';
