import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Text that shrinks: JSON (the API), HTML (the job pages), CSV exports, JavaScript, CSS, SVG.
// Not octet-stream (uploads are pictures, PDFs and video: already compressed).
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/;

/**
 * Compresses responses of 1 KB and more (br at quality 4, else gzip) for the routes registered
 * after it, so it is registered before every route. Files the web build already compressed keep
 * their Content-Encoding and are not compressed again. Request bodies are never inflated: a
 * compressed upload would dodge the body size limit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
