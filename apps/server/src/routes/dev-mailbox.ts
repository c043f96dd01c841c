/**
 * The development mailbox: every mail Thistle has "sent" (the outbox), newest first, so a
 * person running Thistle locally can open their verification and reset links. Registered only
 * when NODE_ENV is not production. Plain server-rendered HTML, no script, so the strict CSP holds.
 */
import type { FastifyPluginAsync } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '@thistle/db';
import { escapeHtml } from '@thistle/core';
import type { Services } from '../services.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;background:#fbf9f6;color:#1f1a24">
<header style="background:#5b2a86;color:#fff;padding:16px 24px"><strong>Thistle</strong> development mailbox</header>
<main style="max-width:860px;margin:0 auto;padding:24px">${body}</main>
</body></html>`;

/** Escapes the text and turns its web addresses into links. */
function linkify(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" style="color:#5b2a86;word-break:break-all">${url}</a>`,
  );
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const devMailboxRoutes =
  (services: Services): FastifyPluginAsync =>
  async (app) => {
    const db = services.database.db;

    // Its links sign people in: answer only a browser on this machine, whatever HOST binds.
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) {
        return reply.status(404).send({ error: { code: 'not_found', message: 'Not found.' } });
      }
    });

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(200);
      const items = mails
        .map(
          (
            m,
          ) => `<article style="background:#fff;border:1px solid #e4dfe8;border-radius:12px;padding:16px;margin:0 0 16px">
<h2 style="margin:0 0 4px;font-size:18px"><a href="/dev/mailbox/${m.id}" style="color:#5b2a86">${escapeHtml(m.subject)}</a></h2>
<p style="margin:0 0 8px;color:#5d5566;font-size:14px">To ${escapeHtml(m.to)} · ${when(m.createdAt)} · ${m.sentAt ? 'delivered' : 'queued'}</p>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(m.text)}</pre>
</article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Mailbox · Thistle',
            `<h1 style="font-size:24px">Mailbox (${mails.length})</h1>${items || '<p>No mail yet.</p>'}`,
          ),
        );
    });

    app.get<{ Params: { id: string } }>(
      '/dev/mailbox/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const id = request.params.id;
        const [mail] = uuid.test(id) ? await db.select().from(outbox).where(eq(outbox.id, id)) : [];
        if (!mail) {
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(
              page(
                'Not found · Thistle',
                '<p>No such mail. <a href="/dev/mailbox">Back to the mailbox</a></p>',
              ),
            );
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            page(
              `${mail.subject} · Thistle`,
              `<p><a href="/dev/mailbox" style="color:#5b2a86">← All mail</a></p>
<h1 style="font-size:24px">${escapeHtml(mail.subject)}</h1>
<p style="color:#5d5566">To ${escapeHtml(mail.to)} · ${when(mail.createdAt)} · ${mail.sentAt ? 'delivered' : 'queued'} · <a href="/dev/mailbox/${mail.id}/html" style="color:#5b2a86">View the HTML version</a></p>
<pre style="white-space:pre-wrap;font-family:inherit;background:#fff;border:1px solid #e4dfe8;border-radius:12px;padding:16px">${linkify(mail.text)}</pre>`,
            ),
          );
      },
    );

    app.get<{ Params: { id: string } }>(
      '/dev/mailbox/:id/html',
      { schema: { hide: true } },
      async (request, reply) => {
        const id = request.params.id;
        const [mail] = uuid.test(id) ? await db.select().from(outbox).where(eq(outbox.id, id)) : [];
        if (!mail) return reply.status(404).type('text/plain').send('No such mail.');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(mail.html);
      },
    );
  };
