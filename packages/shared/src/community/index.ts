export * from './linkPreview.js';
export * from './comments.js';
