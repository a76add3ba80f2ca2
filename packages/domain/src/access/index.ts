export * from './audience.js';
export * from './navigation.js';
