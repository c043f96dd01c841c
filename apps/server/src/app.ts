import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuth } from './http/auth.ts';
import { frameworkErrorReply, registerErrorHandling } from './http/errors.ts';
import { registerShortRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerSpa } from './http/spa.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { bookmarksRoutes } from './routes/bookmarks.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { exportsRoutes } from './routes/exports.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { healthRoutes } from './routes/health.ts';
import { onboardingRoutes } from './routes/onboarding.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { notificationSettingsRoutes } from './routes/notification-settings.ts';
import { operatorRoutes } from './routes/operator.ts';
import { postsRoutes } from './routes/posts.ts';
import { realtimeRoutes, type RealtimeOptions } from './routes/realtime.ts';
import { reportsRoutes } from './routes/reports.ts';
import { samplePackRoutes } from './routes/sample-pack.ts';
import { savedSearchesRoutes } from './routes/saved-searches.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import type { Services } from './services.ts';

export interface AppOptions {
  /** Serve the built SPA (off in API-only tests). */
  serveWeb?: boolean;
  webDistDir?: string;
  realtime?: RealtimeOptions;
}

/** The HTTP app: thin routes over the domain packages. */
export async function buildApp(
  services: Services,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: services.logger as FastifyBaseLogger,
    bodyLimit: 1_048_576,
    // Client IPs feed the rate limits, so X-Forwarded-For is believed only from configured proxies.
    // Fastify takes a hop count at run time (proxy-addr) though its types omit numbers.
    trustProxy: services.config.trustProxy as boolean | string,
    // SIGTERM: refuse new connections with 503 while in-flight requests finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorReply,
    ...(services.config.env === 'development'
      ? { logController: new LogController({ disableRequestLogging: true }) }
      : {}),
  }).withTypeProvider<ZodTypeProvider>();
  if (services.config.env === 'development') registerShortRequestLog(app, services.logger);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await registerSecurityHeaders(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Thistle API', version: '1.0.0', description: 'The HTTP API behind Thistle.' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAuth(app, services);
  await app.register(healthRoutes(services));
  await app.register(waitlistRoutes(services));
  await app.register(authRoutes(services));
  await app.register(accountRoutes(services));
  await app.register(onboardingRoutes(services));
  await app.register(postsRoutes(services));
  await app.register(bookmarksRoutes(services));
  await app.register(notificationsRoutes(services));
  await app.register(feedbackRoutes(services));
  await app.register(realtimeRoutes(services, options.realtime));
  await app.register(reportsRoutes(services));
  await app.register(notificationSettingsRoutes(services));
  await app.register(savedSearchesRoutes(services));
  await app.register(calendarRoutes(services));
  await app.register(exportsRoutes(services));
  await app.register(unsubscribeRoutes(services));
  // Reading every mail sent is for a developer's machine only.
  if (services.config.env !== 'production') await app.register(devMailboxRoutes(services));
  await app.register(operatorRoutes(services));
  await app.register(samplePackRoutes(services));

  if (options.serveWeb !== false) {
    const { config } = services;
    await registerSpa(app, options.webDistDir, {
      supportEmail: config.supportEmail,
      launchDate: config.launchDate,
      controllerName: config.controller.name,
      controllerAddress: config.controller.address,
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: { code: 'not_found', message: 'No such API route.' } }),
    );
  }
  return app;
}
