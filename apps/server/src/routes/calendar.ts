import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarksCalendar,
  calendarFeedUrl,
  getCalendarSecret,
  postCalendar,
  replaceCalendarSecret,
  revokeCalendarSecret,
} from '@thistle/core';
import {
  calendarFeedResponseSchema,
  errorBodySchema,
  notFound,
  postParamsSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

const ICS = 'text/calendar; charset=utf-8';

/**
 * The private calendar feed of the owner's bookmarks (its URL managed in Settings; read with no
 * sign-in, the secret in the URL being the key) and one post's .ics for a signed-in owner.
 */
export const calendarRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;
    const publicUrl = services.config.publicUrl;
    const feed = (secret: string | null) => ({ url: calendarFeedUrl(publicUrl, secret) });
    const settings = {
      tags: ['settings'],
      security: [{ bearer: [] }],
      response: { 200: calendarFeedResponseSchema, 401: errorBodySchema },
    };

    app.get(
      '/api/settings/calendar',
      {
        preHandler: app.authenticate,
        schema: { ...settings, summary: 'The private calendar feed’s address, or null' },
      },
      async (request) => feed(await getCalendarSecret(db, request.user.id)),
    );

    app.post(
      '/api/settings/calendar',
      {
        preHandler: app.authenticate,
        schema: {
          ...settings,
          summary: 'Make the private calendar feed, or replace its address (the old one stops)',
        },
      },
      async (request) => feed(await replaceCalendarSecret(db, request.user.id)),
    );

    app.delete(
      '/api/settings/calendar',
      {
        preHandler: app.authenticate,
        schema: { ...settings, summary: 'Turn the private calendar feed off' },
      },
      async (request) => {
        await revokeCalendarSecret(db, request.user.id);
        return feed(null);
      },
    );

    app.get(
      '/api/calendar/:secret.ics',
      {
        schema: {
          tags: ['calendar'],
          summary: 'The private feed of bookmarked items with a deadline or event date (iCalendar)',
          params: z.object({ secret: z.string().max(100) }),
          response: { 200: z.string().describe('An iCalendar file'), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const calendar = await bookmarksCalendar(db, request.params.secret, publicUrl);
        if (!calendar) throw notFound('No calendar at this address; it may have been replaced.');
        return reply
          .type(ICS)
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .header('content-disposition', 'inline; filename="thistle-bookmarks.ics"')
          .send(calendar);
      },
    );

    app.get(
      '/api/posts/:id/calendar.ics',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['calendar'],
          summary: 'One post’s deadline and event as an .ics file',
          security: [{ bearer: [] }],
          params: postParamsSchema,
          response: {
            200: z.string().describe('An iCalendar file'),
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const calendar = await postCalendar(db, request.user.id, request.params.id, publicUrl);
        return reply
          .type(ICS)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="thistle-${request.params.id}.ics"`)
          .send(calendar);
      },
    );
  };
