import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from '@thistle/core';
import { REALTIME_HEARTBEAT_MS, errorBodySchema, realtimeHeadersSchema } from '@thistle/shared';
import { RealtimeHub } from '../realtime/realtime-hub.ts';
import { SseStream } from '../realtime/sse-stream.ts';
import type { Services } from '../services.ts';

export interface RealtimeOptions {
  /** Tests shorten it; the product's is REALTIME_HEARTBEAT_MS. */
  heartbeatMs?: number;
}

/**
 * GET /api/realtime: the owner's live changes as Server-Sent Events, read with fetch and the
 * bearer header (docs/decisions/0019-realtime-over-sse-with-fetch.md, docs/product.md#live-updates).
 */
export const realtimeRoutes =
  (services: Services, options: RealtimeOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const hub = new RealtimeHub({
      database: services.database,
      databaseUrl: services.config.databaseUrl,
      logger: services.logger as unknown as Logger,
      heartbeatMs: options.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    });
    await hub.start();
    // Open streams never go idle: end them first, or closing the server would wait for them.
    app.addHook('preClose', async () => hub.close());

    app.get(
      '/api/realtime',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['realtime'],
          summary:
            'Live changes (text/event-stream): posts, bookmarks, notifications and the user record. Send Last-Event-ID to resume.',
          security: [{ bearer: [] }],
          headers: realtimeHeadersSchema,
          response: { 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        const lastEventId = request.headers['last-event-id'];
        reply.hijack();
        // The security headers set by earlier hooks, which hijacking would otherwise drop.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // Proxies such as nginx would otherwise hold events back in their buffers.
          'x-accel-buffering': 'no',
        });
        const stream = new SseStream(reply.raw, request.user.id, request.auth.sessionId);
        stream.comment('connected');
        await hub.open(stream, lastEventId === undefined ? undefined : Number(lastEventId));
      },
    );
  };
