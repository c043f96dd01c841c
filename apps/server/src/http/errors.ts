import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '@thistle/shared';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** Fastify's own client-error codes, turned into words a person can act on. */
const FASTIFY_ERRORS: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [
    'invalid_json',
    'The request body is empty but its content type says JSON.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [
    'payload_too_large',
    'The request body is too large (1 MB at most).',
  ],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'This content type is not accepted here; send JSON.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    'invalid_request',
    'The request body does not match its Content-Length.',
  ],
};

/** zod's own wording, which names no field; our schemas' messages are written for people. */
const GENERIC_VALIDATION =
  /^(Invalid (input|option|string|email|UUID|number|date|key)|Too (big|small)|Unrecognized key)/i;

/**
 * The message a person sees for a request that failed its schema: our schemas' own sentences
 * as they are (they are shown in the sign-up and recovery forms), zod's generic ones with the
 * field they are about.
 */
export function validationMessage(field: string | undefined, message: string | undefined) {
  if (!message) return 'The request is not valid.';
  if (field && GENERIC_VALIDATION.test(message)) return `${field}: ${message}`;
  return message;
}

/**
 * Every error leaves as { error: { code, message } }. A user's mistake is a 4xx with a clear
 * message; only our own faults are 5xx, and their details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      return reply
        .status(400)
        .send(body('invalid_request', validationMessage(field, first?.message)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FASTIFY_ERRORS[error.code];
      const code = known?.[0] ?? (status === 429 ? 'rate_limited' : 'bad_request');
      return reply.status(status).send(body(code, known?.[1] ?? error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', 'Something went wrong on our side.'));
  });
}

/**
 * Fastify's router answers a malformed or over-long URL before any hook or error handler runs;
 * this gives those answers the error shape too (the `frameworkErrors` server option).
 */
export function frameworkErrorReply(error: FastifyError, _request: unknown, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('uri_too_long', 'A part of this address is too long.'));
    return;
  }
  void reply.status(400).send(body('bad_url', 'This address is not valid.'));
}

export function apiNotFound(message = 'No such API route.') {
  return body('not_found', message);
}
