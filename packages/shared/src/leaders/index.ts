export * from './text.js';
export * from './schemas.js';
