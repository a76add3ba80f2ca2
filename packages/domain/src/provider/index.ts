export * from './assembla.js';
export * from './port.js';
export * from './events.js';
export * from './decide.js';
export * from './decider.js';
export * from './reactions.js';
export * from './endpoints.js';
export * from './checks.js';
