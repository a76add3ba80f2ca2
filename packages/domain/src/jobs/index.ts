export * from './jobs.js';
export * from './reactions.js';
