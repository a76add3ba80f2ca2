export * from './contracts.js';
export * from './day-rows.js';
export * from './format.js';
export * from './range.js';
export * from './people.js';
export * from './endpoints.js';
export * from './login-hours.js';
