import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a streamed CSV export as a download that no cache keeps (members, applicants). */
export function sendCsv(reply: FastifyReply, file: { stream: Readable; filename: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}
