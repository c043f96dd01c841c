/**
 * Bad input on the auth routes never reaches a 500: malformed JSON, 1 MB bodies, odd Unicode
 * in emails, missing and extra fields, wrong types. Every answer is below 500, and every 4xx
 * carries the error shape with a message a person can read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AuthRateLimits } from '@thistle/core';
import { testDatabaseKinds } from '@thistle/db/testing';
import { expectClientError } from './error-shape.ts';
import { createTestApp, type TestApp } from './support.ts';
import { bearer, registeredUser } from './auth-helpers.ts';

const unlimited = { max: 1_000_000, windowSeconds: 60 };
const NO_LIMITS: AuthRateLimits = {
  signup: { ip: unlimited, email: unlimited },
  signin: { ip: unlimited, email: unlimited },
  recover: { ip: unlimited, email: unlimited },
  resend: { ip: unlimited, email: unlimited },
  verify: { ip: unlimited },
};

const ROUTES = [
  { method: 'POST', url: '/api/auth/signup' },
  { method: 'POST', url: '/api/auth/verify' },
  { method: 'POST', url: '/api/auth/resend' },
  { method: 'POST', url: '/api/auth/token' },
  { method: 'POST', url: '/api/auth/token?grant_type=password' },
  { method: 'POST', url: '/api/auth/token?grant_type=refresh_token' },
  { method: 'POST', url: '/api/auth/token?grant_type=%00%F0%9F%A6%84' },
  { method: 'POST', url: '/api/auth/recover' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'PUT', url: '/api/auth/user' },
  { method: 'GET', url: '/api/auth/user' },
  { method: 'PATCH', url: '/api/me' },
  { method: 'GET', url: '/api/me' },
  { method: 'DELETE', url: '/api/account' },
] as const;

/** Emails a real form can send and a few no form should: RTL marks, emoji, NUL, homoglyphs. */
const oddEmail = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    )
    .map(([local, domain]) => `${local}@${domain}.scot`),
  fc.constantFrom(
    'ailsa@exämple.co.uk',
    'аilsa@example.com', // Cyrillic a
    'a\u202Eb@example.com',
    'a\u0000b@example.com',
    '🦄@🦄.uk',
    ' @ . ',
    `${'a'.repeat(300)}@example.com`,
    'A@B.CO',
    '"quoted local"@example.com',
  ),
);

const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), oddEmail, fc.constant(undefined));

const body = fc.oneof(
  fc.record(
    {
      email: anyValue,
      password: anyValue,
      token: anyValue,
      refresh_token: anyValue,
      grant_type: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.record({ email: oddEmail, password: fc.string({ maxLength: 30 }) }),
  fc.record(
    { first_name: anyValue, last_name: anyValue, summary: anyValue, extra: anyValue },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw payloads: malformed JSON, wrong content types, empty bodies. */
const raw = fc.oneof(
  fc.record({
    contentType: fc.constant('application/json'),
    payload: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{', '{"email":', '[1,2', 'null', '"x"', '{"email":"a@b.co",}', '\u0000', ''),
    ),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ),
    payload: fc.string({ maxLength: 60 }),
  }),
);

describe.each(testDatabaseKinds())('bad input on the auth routes (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { authLimits: NO_LIMITS });
    token = (await registeredUser(t)).session.access_token;
  });
  afterAll(async () => t?.close());

  it('JSON bodies of any shape and type get an answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        fc.boolean(),
        async (route, payload, signedIn) => {
          const response = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': 'application/json', ...(signedIn ? bearer(token) : {}) },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expectClientError(
            response.statusCode,
            response.body,
            `${route.method} ${route.url} ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('malformed JSON and other content types are 4xx with a clear message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((r) => r.method !== 'GET')),
        raw,
        async (route, { contentType, payload }) => {
          const response = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { 'content-type': contentType, ...bearer(token) },
            payload,
          });
          expectClientError(
            response.statusCode,
            response.body,
            `${route.method} ${route.url} ${contentType} ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('odd Unicode emails never break sign-up, sign-in or recovery', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/auth/signup',
          '/api/auth/token?grant_type=password',
          '/api/auth/recover',
          '/api/auth/resend',
        ),
        oddEmail,
        async (url, email) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            payload: { email, password: 'long enough' },
          });
          expectClientError(response.statusCode, response.body, `${url} ${JSON.stringify(email)}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it.each(ROUTES.filter((r) => r.method !== 'GET').map((r) => [r.method, r.url] as const))(
    '%s %s: a body over 1 MB is 413 with the error shape',
    async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...bearer(token) },
        payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: {
          code: 'payload_too_large',
          message: 'The request body is too large (1 MB at most).',
        },
      });
    },
  );

  it('a body just under 1 MB is an ordinary 400, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_000_000) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Password must be at most 1024 characters long');
  });
});
