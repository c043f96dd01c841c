import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../services.ts';

/**
 * Outside production, Fastify's two JSON lines per request (incoming, completed) are switched
 * off (see buildApp) and replaced by one short line at debug level — quiet at the default
 * `info`, one line each at LOG_LEVEL=debug. Production keeps Fastify's structured lines.
 */
export function registerShortRequestLog(app: FastifyInstance, logger: Logger) {
  app.addHook('onResponse', async (request, reply) => {
    if (!logger.isLevelEnabled('debug')) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms} ms`);
  });
}
