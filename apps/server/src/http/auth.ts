/**
 * Bearer-token authentication. `app.authenticate` is a preHandler that sets `request.user`
 * ({ id, email }) from a valid session access token or answers 401 with the error shape; every
 * data route uses it and scopes its queries to `request.user.id`.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { authenticateAccessToken, type AuthenticatedUser } from '@thistle/core';
import { unauthorized } from '@thistle/shared';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a signed-in session is required; sets request.user. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler for setting a new password: a session or a password-reset link's token. */
    authenticateForPasswordChange: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: { id: string; email: string };
    /** The full identity behind request.user: its session and scope. */
    auth: AuthenticatedUser;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function createAuthenticate(services: Services, allowRecovery: boolean) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('You need to sign in first.');
    const identity = await authenticateAccessToken(
      { db: services.database.db, authSecret: services.secrets.authSecret },
      token,
    );
    if (!identity) throw unauthorized('Your session has expired. Please sign in again.');
    if (identity.scope === 'recovery' && !allowRecovery) {
      throw unauthorized('This link can only be used to set a new password.');
    }
    request.auth = identity;
    request.user = { id: identity.id, email: identity.email };
  };
}

/** Decorates the root instance, so every route plugin registered after it can use it. */
export function registerAuth(app: FastifyInstance, services: Services) {
  app.decorateRequest('user', null as unknown as FastifyRequest['user']);
  app.decorateRequest('auth', null as unknown as AuthenticatedUser);
  app.decorate('authenticate', createAuthenticate(services, false));
  app.decorate('authenticateForPasswordChange', createAuthenticate(services, true));
}
