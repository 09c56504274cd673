import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine itself. Read from the socket, never from
 * X-Forwarded-For (which TRUST_PROXY would believe); a request that passed through a proxy (it
 * carries a forwarding header) does not count, since a proxy on this machine makes every visitor
 * look local.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
