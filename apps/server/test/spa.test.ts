import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSpa } from '../src/http/spa.ts';

describe('SPA hosting', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'thistle-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Thistle</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    app = Fastify();
    await registerSpa(app, dist);
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('serves index.html for client routes (history fallback)', async () => {
    for (const path of ['/', '/dashboard/bookmarks', '/onboarding/2', '/anything?x=1']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toContain('<title>Thistle</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not fall back for API paths or other methods', async () => {
    expect((await app.inject('/api/unknown')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });
});
