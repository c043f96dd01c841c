import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthResponseSchema } from '@thistle/shared';
import type { Services } from '../services.ts';

export const healthRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: healthResponseSchema, 503: errorBodySchema },
        },
      },
      async (_request, reply) => {
        try {
          await services.database.query('select 1 as ok');
        } catch {
          return reply.status(503).send({
            error: { code: 'database_unavailable', message: 'The database is not answering.' },
          });
        }
        return { status: 'ok' as const, database: services.database.kind };
      },
    );
  };
