export * from './constants.js';
export * from './messages.js';
export * from './brands.js';
export * from './options.js';
export * from './api.js';
export * from './text.js';
export * from './schemas/auth.js';
export * from './schemas/profiles.js';
