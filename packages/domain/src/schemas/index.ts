export * from './schemas.js';
export * from './as-of.js';
