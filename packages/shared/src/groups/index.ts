export * from './constants.js';
export * from './messages.js';
export * from './rules.js';
export * from './schemas.js';
export * from './classroom.js';
export * from './screenText.js';
export * from './responses.js';
