/**
 * The onboarding chat (the spec's calls 7 and 8), the server's copy of it, the form's answers
 * and the profile's tags. Every route is the signed-in owner's own: the user is the token's,
 * and a user id in a body is ignored (call 7) or refused when it is someone else's (call 8).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLlmClient,
  generateProfileSummary,
  getProfile,
  onboardingSnapshot,
  onboardingTurn,
  ownerProfileChanged,
  resetOnboarding,
  saveOnboardingForm,
  setProfileTags,
  type Logger,
  type OnboardingDeps,
} from '@thistle/core';
import {
  aiProfileRequestSchema,
  aiProfileResponseSchema,
  errorBodySchema,
  onboardingDataRequestSchema,
  onboardingSnapshotSchema,
  onboardingTurnRequestSchema,
  onboardingTurnResponseSchema,
  profileResponseSchema,
  profileTagsRequestSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

export function onboardingDeps(services: Services): OnboardingDeps {
  const logger = services.logger.child({ component: 'onboarding' }) as unknown as Logger;
  return {
    db: services.database.db,
    dataKey: services.secrets.dataKey,
    llm: createLlmClient(services.config.llm, { logger }),
    sendSensitive: services.config.llm.sendSensitive,
    logger,
    onProfileChanged: (userId) =>
      ownerProfileChanged(
        { db: services.database.db, enqueue: services.jobContext.enqueue },
        userId,
      ),
  };
}

export const onboardingRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = onboardingDeps(services);
    const secured = { preHandler: app.authenticate };

    app.post(
      '/api/functions/onboarding',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary:
            'One turn of the onboarding chat: the reply, every answer so far, and what it asks next',
          security: [{ bearer: [] }],
          body: onboardingTurnRequestSchema,
          response: { 200: onboardingTurnResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { message, allUserData, asking, quickReplies } = await onboardingTurn(
          deps,
          request.user.id,
          request.body,
          { email: request.user.email },
        );
        return { message, allUserData, asking, quickReplies };
      },
    );

    app.post(
      '/api/functions/ai-profile',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: 'Write the profile summary from the answers and save it to the owner',
          security: [{ bearer: [] }],
          body: aiProfileRequestSchema,
          response: { 200: aiProfileResponseSchema, ...errors },
        },
      },
      async (request) =>
        generateProfileSummary(deps, request.user.id, request.body, { email: request.user.email }),
    );

    app.get(
      '/api/onboarding',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: "The server's copy of the chat and the answers, to resume on any device",
          security: [{ bearer: [] }],
          response: { 200: onboardingSnapshotSchema, ...errors },
        },
      },
      async (request) => onboardingSnapshot(deps, request.user.id),
    );

    app.delete(
      '/api/onboarding',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: 'Reset: forget the chat and every answer (the account and its summary stay)',
          security: [{ bearer: [] }],
          response: { 204: z.null().describe('Reset'), ...errors },
        },
      },
      async (request, reply) => {
        await resetOnboarding(deps, request.user.id);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/onboarding/data',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: "The onboarding form's answers, saved as the chat saves them",
          security: [{ bearer: [] }],
          body: onboardingDataRequestSchema,
          response: { 200: onboardingSnapshotSchema, ...errors },
        },
      },
      async (request) => saveOnboardingForm(deps, request.user.id, request.body.data),
    );

    app.get(
      '/api/profile',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: "The profile's tags (in use and suggested) and completion",
          security: [{ bearer: [] }],
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => getProfile(deps, request.user.id),
    );

    app.put(
      '/api/profile/tags',
      {
        ...secured,
        schema: {
          tags: ['onboarding'],
          summary: "Set the profile's tags by hand, facet by facet (null: back to the suggestion)",
          security: [{ bearer: [] }],
          body: profileTagsRequestSchema,
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => setProfileTags(deps, request.user.id, request.body),
    );
  };
