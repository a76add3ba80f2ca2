export * from './navigation.js';
