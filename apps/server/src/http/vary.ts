import type { FastifyReply } from 'fastify';

/** Adds a field to the Vary header, keeping the fields already there (CORS puts Origin in it). */
export function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes(field.toLowerCase()) || fields.includes('*')) return reply;
  return reply.header('vary', current ? `${current}, ${field}` : field);
}
