import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderSampleFile } from '@thistle/agent/sample-pack/index';
import type { Services } from '../services.ts';

/**
 * The bundled sample feeds, rendered for the current time so their dates stay ahead. Thistle
 * crawls these from itself on first start (SAMPLE_CONTENT); with it off they are not served.
 */
export const samplePackRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sample-pack/*', { schema: { hide: true } }, async (request, reply) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      const file = services.config.sampleContent ? renderSampleFile(path, new Date()) : null;
      if (!file)
        return reply
          .status(404)
          .send({ error: { code: 'not_found', message: 'No such sample file.' } });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-cache')
        .send(file.body);
    });
  };
