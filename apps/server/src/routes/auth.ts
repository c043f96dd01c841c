import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  recoverPassword,
  refreshSession,
  resendVerification,
  signInWithPassword,
  signOut,
  signUp,
  updatePassword,
  verifyEmail,
  type AuthDeps,
} from '@thistle/core';
import {
  badRequest,
  emailRequestSchema,
  errorBodySchema,
  messageResponseSchema,
  sessionSchema,
  signupRequestSchema,
  tokenQuerySchema,
  tokenRequestSchema,
  updateUserRequestSchema,
  userResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

export function authDeps(services: Services): AuthDeps {
  return {
    db: services.database.db,
    authSecret: services.secrets.authSecret,
    publicUrl: services.config.publicUrl,
    enqueue: services.jobContext.enqueue,
    limits: services.authLimits,
  };
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

export const SIGNUP_MESSAGE =
  'Thanks for registering. We have sent a verification link to your email address.';
export const RECOVER_MESSAGE =
  'If an account exists for that address, we have sent it a link to reset the password.';
export const RESEND_MESSAGE =
  'If that address has an account waiting for verification, we have sent it a new link.';

/** The auth endpoints (docs/architecture.md#accounts). Every one is rate limited in Postgres. */
export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = authDeps(services);

    app.post(
      '/api/auth/signup',
      {
        schema: {
          tags: ['auth'],
          summary: 'Register: sends a verification link (the same answer for a known address)',
          body: signupRequestSchema,
          response: { 201: messageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await signUp(deps, { ...request.body, ip: request.ip });
        return reply.status(201).send({ message: SIGNUP_MESSAGE });
      },
    );

    app.post(
      '/api/auth/verify',
      {
        schema: {
          tags: ['auth'],
          summary: 'Verify an email address with the mailed token (single use, 24 hours)',
          body: verifyRequestSchema,
          response: { 200: verifyResponseSchema, ...errors },
        },
      },
      async (request) => {
        await verifyEmail(deps, { token: request.body.token, ip: request.ip });
        return {
          verified: true as const,
          message: 'Your email address is verified. You can now sign in.',
        };
      },
    );

    app.post(
      '/api/auth/resend',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a new verification link (always 202)',
          body: emailRequestSchema,
          response: { 202: messageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await resendVerification(deps, { email: request.body.email, ip: request.ip });
        return reply.status(202).send({ message: RESEND_MESSAGE });
      },
    );

    app.post(
      '/api/auth/token',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in (grant_type=password) or refresh (grant_type=refresh_token)',
          querystring: tokenQuerySchema,
          body: tokenRequestSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request) => {
        const grant = request.query.grant_type ?? request.body.grant_type;
        if (grant === 'refresh_token') {
          const token = request.body.refresh_token;
          if (!token) throw badRequest('refresh_token is required');
          return refreshSession(deps, { refreshToken: token });
        }
        if (grant !== 'password') {
          throw badRequest('grant_type must be password or refresh_token');
        }
        const { email, password } = request.body;
        if (!email?.trim() || !password) throw badRequest('Email and password are required');
        return signInWithPassword(deps, { email, password, ip: request.ip });
      },
    );

    app.post(
      '/api/auth/logout',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes this session',
          security: [{ bearer: [] }],
          response: { 204: z.null().describe('Signed out'), 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        await signOut(deps, request.auth);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/auth/recover',
      {
        schema: {
          tags: ['auth'],
          summary: 'Forgot password: mails a reset link (always the same answer)',
          body: emailRequestSchema,
          response: { 202: messageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await recoverPassword(deps, { email: request.body.email, ip: request.ip });
        return reply.status(202).send({ message: RECOVER_MESSAGE });
      },
    );

    app.get(
      '/api/auth/user',
      {
        preHandler: app.authenticateForPasswordChange,
        schema: {
          tags: ['auth'],
          summary: "The session's user (also answers for a password-reset link's token)",
          security: [{ bearer: [] }],
          response: { 200: userResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({
        user: {
          id: request.user.id,
          email: request.user.email,
          identities: [{ provider: 'email' as const, email: request.user.email }],
          factors: [],
        },
      }),
    );

    app.put(
      '/api/auth/user',
      {
        preHandler: app.authenticateForPasswordChange,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password: revokes every other session',
          security: [{ bearer: [] }],
          body: updateUserRequestSchema,
          response: { 200: userResponseSchema, ...errors },
        },
      },
      async (request) => ({ user: await updatePassword(deps, request.auth, request.body) }),
    );
  };
