export * from './schema.js';
export * from './inline.js';
export * from './blocks.js';
export * from './embeds.js';
