import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { redactUrl } from '../services.ts';

/**
 * In development, Fastify's two JSON lines per request (incoming, completed) are switched off
 * (see buildApp) and replaced by one short line at debug level: quiet at the default `info`,
 * one line each at LOG_LEVEL=debug. Production (and the tests that read the log) keep
 * Fastify's structured lines for log collectors.
 */
export function registerShortRequestLog(app: FastifyInstance, logger: Logger) {
  app.addHook('onResponse', async (request, reply) => {
    if (!logger.isLevelEnabled('debug')) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.debug(`${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms} ms`);
  });
}
