import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  describe('prerendered landing page', () => {
    const build = (launchDate: string) => {
      const dist = mkdtempSync(join(tmpdir(), 'thistle-dist-'));
      const page = (body: string) =>
        `<!doctype html><html><head><title>Thistle</title></head><body><div id="root">${body}</div></body></html>`;
      writeFileSync(join(dist, 'index.html'), page(''));
      writeFileSync(
        join(dist, 'landing.html'),
        page('<a href="mailto:%%THISTLE_SUPPORT_EMAIL%%">%%THISTLE_SUPPORT_EMAIL%%</a>'),
      );
      writeFileSync(join(dist, 'landing-countdown.html'), page('<ol>countdown</ol>'));
      const app = Fastify();
      return registerSpa(app, dist, {
        supportEmail: 'a"b&c@thistle.test',
        launchDate,
        controllerName: 'Thistle Test Ltd',
        controllerAddress: '1 High St',
      }).then(() => app);
    };

    it('sends / prerendered, with the configuration filled in and escaped, and other routes the shell', async () => {
      const app = await build('2025-06-11T00:00');
      const landing = await app.inject('/');
      expect(landing.body).toContain('<a href="mailto:a&quot;b&amp;c@thistle.test">');
      expect(landing.body).not.toContain('%%THISTLE');
      expect(landing.body).toContain('id="thistle-config"');
      const shell = await app.inject('/dashboard');
      expect(shell.body).toContain('<div id="root"></div>');
      expect((await app.inject('/landing.html')).body).not.toContain('%%THISTLE');
      await app.close();
    });

    it('sends the variant with the countdown before the launch date', async () => {
      const app = await build('2999-01-01T00:00');
      expect((await app.inject('/')).body).toContain('<ol>countdown</ol>');
      await app.close();
    });

    it('compresses the page when the browser accepts it', async () => {
      const app = await build('2025-06-11T00:00');
      const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString()).toContain('mailto:');
      await app.close();
    });
  });
});
