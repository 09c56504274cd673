export * from './adminText.js';
export * from './boardText.js';
export * from './constants.js';
export * from './messages.js';
export * from './schemas.js';
export * from './responses.js';
