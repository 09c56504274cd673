export * from './options.js';
export * from './users.js';
export * from './groups.js';
export * from './jobs.js';
export * from './auth.js';
export * from './mail.js';
export * from './profiles.js';
export * from './search.js';
