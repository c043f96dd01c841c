import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@thistle/db/testing';
import { createTestApp, type TestApp } from './support.ts';

describe.each(testDatabaseKinds())('HTTP API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('GET /api/health answers ok and names the database after a real query', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('answers unknown API routes with the error shape', async () => {
    const response = await t.app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route.' },
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const json = await t.app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/waitlist']),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  describe('waitlist', () => {
    it('adds an email, normalised, and answers 201', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { email: '  Ailsa.Craig@Example.co.uk ' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email: 'ailsa.craig@example.co.uk' });
    });

    it('answers a duplicate (any case) with 409 and code 23505', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { email: 'AILSA.CRAIG@example.co.uk' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: '23505',
          message: "This email is already on our waitlist. We'll notify you when we launch!",
        },
      });
    });

    it.each([
      [{ email: '' }, 'Please enter your email'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{}, 'Please enter your email'],
    ])('rejects %j with 400 and the product message', async (payload, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid_request', message } });
    });
  });

  describe('bad input never reaches a 500', () => {
    it('malformed JSON is a 400 with a clear message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
      });
    });

    it('a body over 1 MB is a 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.code).toBe('payload_too_large');
    });

    it('a form-encoded body is a 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a@b.com',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error.code).toBe('unsupported_media_type');
    });
  });
});
