import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccount, getMe, updateMe } from '@thistle/core';
import { errorBodySchema, mePatchSchema, meResponseSchema } from '@thistle/shared';
import type { Services } from '../services.ts';

/** The signed-in user's own record, and deleting the account. Always scoped to request.user. */
export const accountRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/me',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary: 'The signed-in user (the users shape of docs/product.md)',
          security: [{ bearer: [] }],
          response: { 200: meResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => getMe(db, request.user.id),
    );

    app.patch(
      '/api/me',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary: 'Update first_name, last_name or summary',
          security: [{ bearer: [] }],
          body: mePatchSchema,
          response: {
            200: meResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => updateMe(db, request.user.id, request.body),
    );

    app.delete(
      '/api/account',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['account'],
          summary: 'Delete the account and every row that belongs to it; revokes all tokens',
          security: [{ bearer: [] }],
          response: { 204: z.null().describe('Deleted'), 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        await deleteAccount({ db }, request.user.id);
        request.log.info({ userId: request.user.id }, 'account deleted');
        return reply.status(204).send(null);
      },
    );
  };
