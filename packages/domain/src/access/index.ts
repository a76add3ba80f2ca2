export * from './audience.js';
export * from './provider-users.js';
export * from './role-rank.js';
export * from './roles.js';
export * from './rules.js';
export * from './corrections.js';
