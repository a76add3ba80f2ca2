export * from './users/index.js';
