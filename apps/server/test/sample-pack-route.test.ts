import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeed } from '@thistle/agent/parse/index';
import { createTestApp, type TestApp } from './support.ts';

describe('GET /sample-pack/*', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await createTestApp('pglite', { SAMPLE_CONTENT: 'true' });
    off = await createTestApp('pglite', { SAMPLE_CONTENT: 'false' });
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
  });

  it('serves a rendered feed with its content type', async () => {
    const response = await on.app.inject('/sample-pack/fife-business-support/feed.rss');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    const feed = parseFeed(response.body, {
      url: 'http://localhost/sample-pack/fife-business-support/feed.rss',
    });
    expect(feed.entries.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown files and when sample content is off', async () => {
    expect((await on.app.inject('/sample-pack/nope/feed.rss')).statusCode).toBe(404);
    expect((await off.app.inject('/sample-pack/fife-business-support/feed.rss')).statusCode).toBe(
      404,
    );
  });
});
