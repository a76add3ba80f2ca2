export * from './commands.js';
export * from './contracts.js';
export * from './decide.js';
export * from './decider.js';
export * from './endpoints.js';
export * from './events.js';
export * from './evolve.js';
export * from './overtime.js';
