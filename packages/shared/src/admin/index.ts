export * from './text.js';
export * from './schemas.js';
export * from './responses.js';
export * from './reasons.js';
export * from './enthusiasm.js';
