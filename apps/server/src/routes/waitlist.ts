import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinWaitlist } from '@thistle/core';
import { errorBodySchema, waitlistRequestSchema, waitlistResponseSchema } from '@thistle/shared';
import type { Services } from '../services.ts';

export const waitlistRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/waitlist',
      {
        schema: {
          tags: ['waitlist'],
          summary: 'Join the waitlist (409 with code 23505 when already on it)',
          body: waitlistRequestSchema,
          response: {
            201: waitlistResponseSchema,
            400: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const joined = await joinWaitlist(services.database.db, request.body.email, request.ip);
        return reply.status(201).send(joined);
      },
    );
  };
