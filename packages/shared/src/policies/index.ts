export * from './subjects.js';
export * from './profiles.js';
export * from './groups.js';
export * from './jobs.js';
