import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '@thistle/core';
import {
  errorBodySchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsResponseSchema,
  readAllResponseSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

/** docs/product.md#notifications, scoped to request.user.id. */
export const notificationsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/notifications',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['notifications'],
          summary: 'The owner’s notifications, newest first (at most 200)',
          security: [{ bearer: [] }],
          response: { 200: notificationsResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ notifications: await listNotifications(db, request.user.id) }),
    );

    // Registered before /:id/read so "read-all" is never taken for an id.
    app.post(
      '/api/notifications/read-all',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification read',
          security: [{ bearer: [] }],
          response: { 200: readAllResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ updated: await markAllNotificationsRead(db, request.user.id) }),
    );

    app.post(
      '/api/notifications/:id/read',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['notifications'],
          summary: 'Mark one notification read',
          security: [{ bearer: [] }],
          params: notificationParamsSchema,
          response: {
            200: notificationSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => markNotificationRead(db, request.user.id, request.params.id),
    );
  };
