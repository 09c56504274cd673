export * from './linkPreview.js';
export * from './comments.js';
export * from './newsletters.js';
