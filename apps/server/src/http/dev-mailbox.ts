import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DevMailbox, StoredMail } from '../platform/mail/dev-mailbox.js';
import { notFound } from './errors.js';
import { isLoopbackClient } from './loopback.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:1.4rem}table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e2e8f0;font-size:.9rem}
a{color:#0f766e}.note{color:#475569}iframe{width:100%;height:70vh;border:1px solid #e2e8f0;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e2e8f0}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * The embedded mailbox, for development only: read what the product "sent" without a mail server.
 * Never registered in production; answered only to this machine (anyone else gets a 404), since
 * it holds sign-up codes and reset links.
 */
export async function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox) {
  const onRequest = async (request: FastifyRequest) => {
    if (!isLoopbackClient(request)) throw notFound();
  };
  const present = (m: StoredMail) => ({
    id: m.id,
    to: m.to,
    from: m.from,
    subject: m.subject,
    text: m.text,
    meta: m.meta,
    created_at: m.createdAt.toISOString(),
  });

  app.get(
    '/dev/mailbox.json',
    { onRequest, schema: { hide: true, querystring: z.object({ to: z.string().optional() }) } },
    async (request) => {
      const { to } = request.query as { to?: string };
      return { data: (await mailbox.list({ to })).map(present) };
    },
  );

  app.get('/dev/mailbox', { onRequest, schema: { hide: true } }, async (_request, reply) => {
    const rows = await mailbox.list({ limit: 200 });
    const body = rows.length
      ? `<table><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows
          .map(
            (m) =>
              `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p class="note">No messages yet. Sign up or ask for a password reset and they appear here.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Dev mailbox',
          `<h1>Dev mailbox</h1><p class="note">Mail the product sent while no SMTP_URL is set. Not available in production.</p>${body}`,
        ),
      );
  });

  app.get(
    '/dev/mailbox/:id',
    { onRequest, schema: { hide: true, params: z.object({ id: z.coerce.number().int() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const message = await mailbox.get(id);
      if (!message) throw notFound();
      const srcdoc = escapeHtml(message.html);
      return reply.type('text/html; charset=utf-8').send(
        page(
          message.subject,
          `<p><a href="/dev/mailbox">← All messages</a></p><h1>${escapeHtml(message.subject)}</h1>
<p class="note">From ${escapeHtml(message.from)} to ${escapeHtml(message.to)}</p>
<iframe title="Message" sandbox srcdoc="${srcdoc}"></iframe><h2>Text version</h2><pre>${escapeHtml(message.text)}</pre>`,
        ),
      );
    },
  );
}
