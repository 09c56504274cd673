export * from './constants.js';
export * from './access.js';
export * from './schemas.js';
export * from './registration.js';
