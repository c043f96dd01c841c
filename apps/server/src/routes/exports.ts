import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookmarksCsv, exportOwnerData } from '@thistle/core';
import { errorBodySchema } from '@thistle/shared';
import type { Services } from '../services.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The owner's own data to take away: bookmarks as CSV, and everything Thistle holds as JSON. */
export const exportsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/bookmarks.csv',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['bookmarks'],
          summary: 'Bookmarks as CSV (RFC 4180, UTF-8 with a byte order mark)',
          security: [{ bearer: [] }],
          response: { 200: z.string().describe('CSV'), 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="thistle-bookmarks-${today()}.csv"`)
          .send(await bookmarksCsv(db, request.user.id)),
    );

    app.get(
      '/api/export',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary:
            'Everything Thistle holds about the owner, as JSON (secrets left out and listed)',
          security: [{ bearer: [] }],
          response: { 200: z.string().describe('JSON, as a file'), 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="thistle-export-${today()}.json"`)
          .send(
            JSON.stringify(
              await exportOwnerData(db, services.secrets.dataKey, request.user.id),
              null,
              2,
            ),
          ),
    );
  };
