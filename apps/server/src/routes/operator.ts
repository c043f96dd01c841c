import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOperator } from '@thistle/agent';
import { AppError, errorBodySchema } from '@thistle/shared';
import { agentRuntime } from '../agent-runtime.ts';
import { operatorOnly } from '../operator/operator-guard.ts';
import {
  addSourceRequestSchema,
  crawlEventSchema,
  crawlRequestSchema,
  disableSourceRequestSchema,
  importRequestSchema,
  importResponseSchema,
  listSourcesQuerySchema,
  sourceResponseSchema,
  sourcesResponseSchema,
  statusResponseSchema,
  type CrawlEvent,
} from '../operator/schemas.ts';
import type { Services } from '../services.ts';

/**
 * The operator's commands over HTTP, for the CLI while this server holds the embedded
 * database (ADR 0015-operator-cli). Loopback connections only (the socket's address, not
 * a forwarded one) with the token from DATA_DIR/server.json.
 */
export const operatorRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const operator = () => createOperator(agentRuntime(services, { serving: true }));
    const errors = {
      400: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    };

    app.addHook('onRequest', operatorOnly(services));

    app.get(
      '/api/operator/sources',
      {
        schema: {
          tags: ['operator'],
          summary: 'List sources (filter by region or kind)',
          querystring: listSourcesQuerySchema,
          response: { 200: sourcesResponseSchema, ...errors },
        },
      },
      async (request) => ({ sources: await operator().listSources(request.query) }),
    );

    app.post(
      '/api/operator/sources',
      {
        schema: {
          tags: ['operator'],
          summary: 'Add a source',
          body: addSourceRequestSchema,
          response: { 201: sourceResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ source: await operator().addSource(request.body) }),
    );

    app.post(
      '/api/operator/sources/disable',
      {
        schema: {
          tags: ['operator'],
          summary: 'Stop crawling a source (by id or URL)',
          body: disableSourceRequestSchema,
          response: { 200: sourceResponseSchema, ...errors },
        },
      },
      async (request) => ({ source: await operator().disableSource(request.body.source) }),
    );

    app.post(
      '/api/operator/sources/import',
      {
        bodyLimit: 10 * 1_048_576,
        schema: {
          tags: ['operator'],
          summary: 'Import a catalogue CSV (idempotent)',
          body: importRequestSchema,
          response: { 200: importResponseSchema, ...errors },
        },
      },
      async (request) => operator().importCatalogue(request.body.csv),
    );

    app.get(
      '/api/operator/status',
      {
        schema: {
          tags: ['operator'],
          summary: 'Due, failing and flagged sources; when the agent last ran',
          response: { 200: statusResponseSchema, ...errors },
        },
      },
      async () => operator().status(),
    );

    // The response is a stream of crawlEventSchema lines (validated one by one as written),
    // so the CLI can draw its progress bar while the crawl runs.
    app.post(
      '/api/operator/crawl',
      {
        schema: {
          tags: ['operator'],
          summary: 'Crawl due sources, or one',
          body: crawlRequestSchema,
        },
      },
      async (request, reply) => {
        const stream = new PassThrough();
        const write = (event: CrawlEvent) =>
          stream.write(`${JSON.stringify(crawlEventSchema.parse(event))}\n`);
        operator()
          .crawl(request.body, (progress) => write({ type: 'progress', ...progress }))
          .then(
            (totals) => write({ type: 'totals', totals }),
            (error: unknown) => {
              if (!(error instanceof AppError))
                request.log.error({ err: error }, 'operator crawl failed');
              write({
                type: 'error',
                error:
                  error instanceof AppError
                    ? { code: error.code, message: error.message }
                    : { code: 'internal', message: 'The crawl failed; see the server log.' },
              });
            },
          )
          .finally(() => stream.end());
        return reply.type('application/x-ndjson').send(stream);
      },
    );
  };
