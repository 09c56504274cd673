import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { BrandsFile } from '@careerhub/shared';

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/;

/**
 * Which browser origins may call the API from another origin: the hosts of the brands file (every
 * brand's hosts and the provider's domains), over HTTPS; plain HTTP only for loopback names, where
 * development runs. Any other origin gets no Access-Control-Allow-Origin at all.
 */
export function brandOriginAllowed(brands: BrandsFile): (origin: string) => boolean {
  const hosts = new Set(
    [...brands.provider.domains, ...brands.brands.flatMap((b) => b.hosts)].map((h) => h.toLowerCase()),
  );
  return (origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (!hosts.has(url.hostname)) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK.test(url.hostname);
  };
}

/** CORS for the API, locked to the brand hosts. Tokens travel in headers: no credentials mode. */
export async function registerCors(app: FastifyInstance, brands: BrandsFile) {
  const allowed = brandOriginAllowed(brands);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Content-Disposition', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });
}
