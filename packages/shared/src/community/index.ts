export * from './linkPreview.js';
