import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFeedback, submitFeedback } from '@thistle/core';
import {
  createdResponseSchema,
  errorBodySchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackRequestSchema,
} from '@thistle/shared';
import { operatorOnly } from '../operator/operator-guard.ts';
import type { Services } from '../services.ts';

/**
 * The owners' Feedback page, and the operator's reading of it (`thistle feedback list`
 * through this server while it holds the embedded database; ADR 0015-operator-cli).
 */
export const feedbackRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.post(
      '/api/feedback',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['feedback'],
          summary: 'Send feedback: a message and an optional 1–5 score',
          security: [{ bearer: [] }],
          body: feedbackRequestSchema,
          response: { 201: createdResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await submitFeedback(db, request.user.id, request.body)),
    );

    app.get(
      '/api/operator/feedback',
      {
        onRequest: operatorOnly(services),
        schema: {
          tags: ['operator'],
          summary: 'Owners’ feedback, newest first',
          querystring: feedbackListQuerySchema,
          response: { 200: feedbackListResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => ({ feedback: await listFeedback(db, request.query.limit) }),
    );
  };
