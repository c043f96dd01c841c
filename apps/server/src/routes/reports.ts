import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReport, listReports } from '@thistle/core';
import {
  errorBodySchema,
  reportParamsSchema,
  reportResponseSchema,
  reportsResponseSchema,
} from '@thistle/shared';
import { operatorOnly } from '../operator/operator-guard.ts';
import {
  previewReport,
  reportsPreviewRequestSchema,
  reportsPreviewResponseSchema,
  reportsSendRequestSchema,
  reportsSendResponseSchema,
  sendReports,
} from '../operator/reports-operator.ts';
import type { Services } from '../services.ts';

/**
 * docs/product.md#weekly-report: the owner's archive of Monday reports, scoped to
 * request.user.id; and the operator's `thistle reports send|preview` through this server.
 */
export const reportsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const db = services.database.db;

    app.get(
      '/api/reports',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['reports'],
          summary: 'The owner’s Monday reports, newest first',
          security: [{ bearer: [] }],
          response: { 200: reportsResponseSchema, 401: errorBodySchema },
        },
      },
      async (request) => ({ reports: await listReports(db, request.user.id) }),
    );

    app.get(
      '/api/reports/:id',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['reports'],
          summary: 'One Monday report as the owner reads it (404 for another owner’s)',
          security: [{ bearer: [] }],
          params: reportParamsSchema,
          response: {
            200: reportResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => getReport(db, request.user.id, request.params.id),
    );

    const operatorErrors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

    app.post(
      '/api/operator/reports/send',
      {
        onRequest: operatorOnly(services),
        schema: {
          tags: ['operator'],
          summary: 'Make and send the week’s Monday reports now (idempotent per owner and week)',
          body: reportsSendRequestSchema,
          response: { 200: reportsSendResponseSchema, ...operatorErrors },
        },
      },
      async (request) => sendReports(services, request.body),
    );

    app.post(
      '/api/operator/reports/preview',
      {
        onRequest: operatorOnly(services),
        schema: {
          tags: ['operator'],
          summary: 'One owner’s Monday report, made but neither saved nor sent',
          body: reportsPreviewRequestSchema,
          response: { 200: reportsPreviewResponseSchema, ...operatorErrors },
        },
      },
      async (request) => previewReport(services, request.body),
    );
  };
