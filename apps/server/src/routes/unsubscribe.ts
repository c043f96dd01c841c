import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  escapeHtml,
  INVALID_UNSUBSCRIBE_LINK,
  unsubscribeByToken,
  verifyUnsubscribeToken,
} from '@thistle/core';
import {
  AppError,
  badRequest,
  errorBodySchema,
  PRODUCT_NAME,
  unsubscribeRequestSchema,
} from '@thistle/shared';
import { users } from '@thistle/db';
import { eq } from 'drizzle-orm';
import type { Services } from '../services.ts';

/**
 * Unsubscribing from Thistle's mail (RFC 8058). The link in every mail and in its
 * List-Unsubscribe header is `/unsubscribe?token=…`:
 * - GET shows a page with one button and changes nothing, so a mail scanner or a link preview
 *   that follows the link unsubscribes nobody;
 * - POST (the mail client's one-click, with `List-Unsubscribe=One-Click`, or the page's button)
 *   turns the owner's email off at once, without signing in.
 * `POST /api/unsubscribe` does the same for the web app, answering JSON. The token comes from the
 * query string or the body (form, multipart or JSON). Pages are plain HTML: no script, under the
 * app's strict CSP.
 */

const querySchema = z.object({ token: z.string().max(500).optional() });

/** The token from the body (any of the three encodings) or else the query string. */
function tokenOf(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? body.token : undefined;
  const fromQuery = (request.query as { token?: string }).token;
  const parsed = unsubscribeRequestSchema.safeParse({ token: fromBody ?? fromQuery ?? '' });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, 'invalid_token');
  return parsed.data.token;
}

/** The fields of a multipart/form-data body (text parts only; enough for a token). */
export function multipartFields(body: string, contentType: string): Record<string, string> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return {};
  const fields: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const name = /name="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name) fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}

/** "a…@example.co.uk": enough for the owner to recognise, little for anyone else. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
</head>
<body style="margin:0;background:#fbf9f6;font-family:Arial,Helvetica,sans-serif;color:#1f1a24">
<main style="max-width:520px;margin:48px auto;padding:32px 28px;background:#ffffff;border:1px solid #e4dfe8;border-radius:12px">
<p style="margin:0 0 24px;font-size:22px;font-weight:bold;color:#5b2a86">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${text}</p>`;

export const unsubscribeRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;
    const secret = services.secrets.authSecret;
    const settingsLink = `<a href="/dashboard/settings" style="color:#5b2a86">Settings</a>`;

    // Mail clients post RFC 8058's one-click as a form; the confirm page's button does too.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 16_384 },
      (request, body, done) =>
        done(null, multipartFields(body as string, request.headers['content-type'] ?? '')),
    );

    const sendPage = (reply: FastifyReply, status: number, title: string, body: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(page(title, body));

    const invalidPage = (reply: FastifyReply, message = INVALID_UNSUBSCRIBE_LINK) =>
      sendPage(reply, 400, 'This link does not work', p(escapeHtml(message)));

    app.get(
      '/unsubscribe',
      {
        schema: {
          tags: ['unsubscribe'],
          summary: 'The confirm page for a mailed unsubscribe link (changes nothing)',
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        const token = request.query.token?.trim() ?? '';
        const userId = token ? verifyUnsubscribeToken(secret, token) : null;
        const [owner] = userId
          ? await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
          : [];
        if (!owner) return invalidPage(reply);
        return sendPage(
          reply,
          200,
          "Unsubscribe from Thistle's emails",
          [
            p(
              `This stops the Monday report and deadline reminders by email to ${escapeHtml(maskedAddress(owner.email))}. Your reports stay in Thistle, and you can turn email back on in ${settingsLink} at any time.`,
            ),
            `<form method="post" action="/unsubscribe" style="margin:24px 0 0">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="background:#5b2a86;color:#ffffff;border:0;border-radius:8px;padding:12px 22px;font-size:16px;font-weight:bold;cursor:pointer">Unsubscribe</button>
</form>`,
          ].join('\n'),
        );
      },
    );

    app.post(
      '/unsubscribe',
      {
        schema: {
          tags: ['unsubscribe'],
          summary: 'One-click unsubscribe (RFC 8058) and the confirm page’s button',
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        try {
          const { email } = await unsubscribeByToken(db, secret, tokenOf(request));
          return sendPage(
            reply,
            200,
            'You are unsubscribed',
            p(
              `Thistle will send no more reports or reminders by email to ${escapeHtml(maskedAddress(email))}. Your reports are still in Thistle; turn email back on in ${settingsLink} whenever you like.`,
            ),
          );
        } catch (error) {
          if (error instanceof AppError && error.status === 400) {
            return invalidPage(reply, error.message);
          }
          throw error;
        }
      },
    );

    app.post(
      '/api/unsubscribe',
      {
        schema: {
          tags: ['unsubscribe'],
          summary: 'Turn the owner’s email off with the token from a mailed link (no sign-in)',
          querystring: querySchema,
          response: { 200: z.object({ unsubscribed: z.literal(true) }), 400: errorBodySchema },
        },
      },
      async (request) => {
        await unsubscribeByToken(db, secret, tokenOf(request));
        return { unsubscribed: true as const };
      },
    );
  };
