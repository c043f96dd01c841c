import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
} from '@thistle/core';
import {
  errorBodySchema,
  savedSearchParamsSchema,
  savedSearchRequestSchema,
  savedSearchSchema,
  savedSearchesResponseSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

/** Searches saved from the feed, checked hourly for new matches; scoped to request.user.id. */
export const savedSearchesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;
    const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

    app.get(
      '/api/saved-searches',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['saved searches'],
          summary: 'The owner’s saved searches, oldest first',
          security: [{ bearer: [] }],
          response: { 200: savedSearchesResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ searches: await listSavedSearches(db, request.user.id) }),
    );

    app.post(
      '/api/saved-searches',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['saved searches'],
          summary: 'Save a search: words, a category and/or a closing window, and how to hear',
          security: [{ bearer: [] }],
          body: savedSearchRequestSchema,
          response: { 201: savedSearchSchema, 409: errorBodySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSavedSearch(db, request.user.id, request.body)),
    );

    app.get(
      '/api/saved-searches/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['saved searches'],
          summary: 'One saved search',
          security: [{ bearer: [] }],
          params: savedSearchParamsSchema,
          response: { 200: savedSearchSchema, ...errors },
        },
      },
      async (request) => getSavedSearch(db, request.user.id, request.params.id),
    );

    app.delete(
      '/api/saved-searches/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['saved searches'],
          summary: 'Delete a saved search (404 for one that is not yours)',
          security: [{ bearer: [] }],
          params: savedSearchParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteSavedSearch(db, request.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
