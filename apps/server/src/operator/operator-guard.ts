import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '@thistle/shared';
import type { Services } from '../services.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * onRequest hook for /api/operator/*: loopback connections only (the socket's address, not a
 * forwarded one) carrying the token from DATA_DIR/server.json (ADR 0015-operator-cli).
 */
export function operatorOnly(services: Services) {
  return async (request: FastifyRequest) => {
    if (!request.url.startsWith('/api/operator/')) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !services.operatorToken ||
      !sameToken(token, services.operatorToken)
    ) {
      throw forbidden(
        'Operator commands are for the command line on this machine.',
        'operator_only',
      );
    }
  };
}
