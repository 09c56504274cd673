import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UploadsService } from './uploads.service.js';

/** Types a browser may show in the page; everything else is downloaded. */
const INLINE = /^(image\/(jpeg|png|gif|webp)|video\/(mp4|mpeg|quicktime)|application\/pdf)$/;

/** An uploaded file can never run script, even if a browser were talked into rendering it as a page. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(mimeType: string, name: string): string {
  const type = INLINE.test(mimeType) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GET /media/<key>: streams an uploaded file from whichever storage backend holds it. */
export const mediaRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/media/:key',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file',
        params: z.object({ key: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { file, object, range } = await uploads.openMedia(request.params.key, request.headers.range);
      const type = file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType;
      reply
        .header('content-type', type)
        .header('content-length', object.size)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(file.mimeType, file.originalName))
        .header('content-security-policy', MEDIA_CSP)
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (range)
        reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.sizeBytes}`);
      return reply.send(object.body);
    },
  );
};
