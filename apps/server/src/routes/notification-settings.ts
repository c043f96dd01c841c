import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNotificationSettings, updateNotificationSettings } from '@thistle/core';
import {
  errorBodySchema,
  notificationSettingsPatchSchema,
  notificationSettingsSchema,
} from '@thistle/shared';
import type { Services } from '../services.ts';

/** docs/product.md#settings: the weekly report, deadline reminders and email switches. */
export const notificationSettingsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/settings/notifications',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['settings'],
          summary: 'What Thistle tells the owner about, and whether by email',
          security: [{ bearer: [] }],
          response: { 200: notificationSettingsSchema, 401: errorBodySchema },
        },
      },
      async (request) => getNotificationSettings(db, request.user.id),
    );

    app.put(
      '/api/settings/notifications',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['settings'],
          summary: 'Change any of the three switches; the others stay as they are',
          security: [{ bearer: [] }],
          body: notificationSettingsPatchSchema,
          response: { 200: notificationSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => updateNotificationSettings(db, request.user.id, request.body),
    );
  };
