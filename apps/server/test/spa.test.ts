import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { configScript, registerSpa } from '../src/http/spa.ts';

describe('SPA hosting', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'thistle-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Thistle</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
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

  it('sends the precompressed file the build wrote when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('does not fall back for API paths or other methods', async () => {
    expect((await app.inject('/api/unknown')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/dashboard' })).statusCode).toBe(404);
  });

  describe('public configuration in index.html', () => {
    const config = {
      supportEmail: 'help@thistle.test',
      launchDate: '2027-03-01T09:00',
      controllerName: 'Thistle </script><script>alert(1)</script> Ltd',
      controllerAddress: '1 High St, Perth <!-- PH1 5AA',
    };
    let withConfig: FastifyInstance;
    beforeAll(async () => {
      const dist = mkdtempSync(join(tmpdir(), 'thistle-dist-'));
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html><head><title>Thistle</title></head><body></body></html>',
      );
      withConfig = Fastify();
      await registerSpa(withConfig, dist, config);
      await withConfig.ready();
    });
    afterAll(async () => withConfig?.close());

    it('injects it as non-executable JSON on every client route', async () => {
      for (const path of ['/', '/data-privacy', '/dashboard']) {
        const response = await withConfig.inject(path);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        const match = response.body.match(
          /<script type="application\/json" id="thistle-config">(.*?)<\/script><\/head>/,
        );
        expect(match, path).not.toBeNull();
        expect(JSON.parse(match![1]!)).toEqual(config);
      }
    });

    it('escapes < so no value can end the script element or open a comment', () => {
      const script = configScript(config);
      const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
      expect(inner).not.toContain('<');
      expect(JSON.parse(inner).controllerName).toBe(config.controllerName);
    });

    it('never serves the raw index.html without the configuration', async () => {
      const response = await withConfig.inject('/index.html');
      expect(response.body).toContain('id="thistle-config"');
    });
  });
});
