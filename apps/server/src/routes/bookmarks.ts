import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addBookmark, listBookmarks, removeBookmark } from '@thistle/core';
import { bookmarkParamsSchema, bookmarksResponseSchema, errorBodySchema } from '@thistle/shared';
import type { Services } from '../services.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** docs/product.md#bookmarks: scoped to request.user.id; both writes are idempotent. */
export const bookmarksRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/bookmarks',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['bookmarks'],
          summary: 'Bookmarked posts, most recently bookmarked first',
          security: [{ bearer: [] }],
          response: { 200: bookmarksResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ posts: await listBookmarks(db, request.user.id) }),
    );

    app.put(
      '/api/bookmarks/:postId',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['bookmarks'],
          summary: 'Bookmark a post (idempotent)',
          security: [{ bearer: [] }],
          params: bookmarkParamsSchema,
          response: { 204: z.null().describe('Bookmarked'), ...errors },
        },
      },
      async (request, reply) => {
        await addBookmark(db, request.user.id, request.params.postId);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/bookmarks/:postId',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['bookmarks'],
          summary: 'Remove a bookmark (idempotent; 404 only for a post that is not yours)',
          security: [{ bearer: [] }],
          params: bookmarkParamsSchema,
          response: { 204: z.null().describe('Not bookmarked'), ...errors },
        },
      },
      async (request, reply) => {
        await removeBookmark(db, request.user.id, request.params.postId);
        return reply.status(204).send(null);
      },
    );
  };
