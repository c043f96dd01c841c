import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support.ts';

describe('waitlist rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const join = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { email },
      remoteAddress: ip,
    });

  it('answers the 11th attempt in a minute from one address with 429 and words a person can act on', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await join(`owner${i}@example.scot`, '192.0.2.10')).statusCode).toBe(201);
    }
    const limited = await join('owner10@example.scot', '192.0.2.10');
    expect(limited.statusCode).toBe(429);
    const body = limited.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(
      /^Too many attempts\. Please wait 1 minute and try again\.$/,
    );
    // Another address is unaffected.
    expect((await join('owner10@example.scot', '192.0.2.11')).statusCode).toBe(201);
  });
});

describe('client addresses for rate limits', () => {
  it('ignore a forged X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const t = await createTestApp('pglite', { TRUST_PROXY: 'false' });
    try {
      for (let i = 0; i < 10; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/waitlist',
          payload: { email: `forged${i}@example.scot` },
          remoteAddress: '192.0.2.20',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        expect(response.statusCode).toBe(201);
      }
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { email: 'forged10@example.scot' },
        remoteAddress: '192.0.2.20',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect(limited.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
