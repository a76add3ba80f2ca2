export * from './errors.js';
export * from './decider.js';
export * from './events.js';
export * from './endpoint.js';
export * from './reservation.js';
export * from './providers.js';
