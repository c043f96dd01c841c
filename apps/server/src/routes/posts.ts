import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPost, listPosts, reactToPost, reportOwnPost } from '@thistle/core';
import {
  createdResponseSchema,
  errorBodySchema,
  postParamsSchema,
  postPatchSchema,
  postSchema,
  postsQuerySchema,
  postsResponseSchema,
  reportPostRequestSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The owner's feed (docs/product.md#feed). Every query is scoped to request.user.id. */
export const postsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/posts',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['feed'],
          summary: 'A page of the feed: filter by category, search, sort; cursor for the next page',
          security: [{ bearer: [] }],
          querystring: postsQuerySchema,
          response: { 200: postsResponseSchema, ...errors },
        },
      },
      async (request) => listPosts(db, request.user.id, request.query),
    );

    app.get(
      '/api/posts/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['feed'],
          summary: 'One of the owner’s posts',
          security: [{ bearer: [] }],
          params: postParamsSchema,
          response: { 200: postSchema, ...errors },
        },
      },
      async (request) => getPost(db, request.user.id, request.params.id),
    );

    app.patch(
      '/api/posts/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['feed'],
          summary: 'Like or dislike (null clears), or rate relevance, actionable and impact',
          security: [{ bearer: [] }],
          params: postParamsSchema,
          body: postPatchSchema,
          response: { 200: postSchema, ...errors },
        },
      },
      async (request) =>
        reactToPost(
          db,
          request.user.id,
          request.params.id,
          request.body,
          services.jobContext.enqueue,
        ),
    );

    app.post(
      '/api/posts/:id/report',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['feed'],
          summary: 'Report a post (title and message)',
          security: [{ bearer: [] }],
          params: postParamsSchema,
          body: reportPostRequestSchema,
          response: { 201: createdResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await reportOwnPost(db, request.user.id, request.params.id, request.body)),
    );
  };
