import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@thistle/shared';
import { apiNotFound } from './errors.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * The configuration as a non-executable JSON script. `<` is escaped so no value can close the
 * element (`</script>`) or open a comment; the JSON still parses to the same strings.
 */
export function configScript(config: PublicConfig): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The prerendered landing page (apps/web/prerender.ts) holds placeholders for the
 * configuration; they become the real values, escaped for HTML text and attributes.
 */
export function fillPrerenderTokens(html: string, config: PublicConfig | undefined): string {
  if (!config) return html;
  return html
    .replaceAll('%%THISTLE_SUPPORT_EMAIL%%', escapeHtml(config.supportEmail))
    .replaceAll('%%THISTLE_CONTROLLER_NAME%%', escapeHtml(config.controllerName))
    .replaceAll('%%THISTLE_CONTROLLER_ADDRESS%%', escapeHtml(config.controllerAddress));
}

/** Before the launch date (read as local time, as the browser does) the countdown shows. */
const beforeLaunch = (config: PublicConfig | undefined) =>
  config !== undefined && new Date(config.launchDate).getTime() > Date.now();

/** index.html with the configuration injected before </head>, built once at start-up. */
export function renderIndexHtml(html: string, config: PublicConfig | undefined): string {
  if (!config) return html;
  const script = configScript(config);
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : script + html;
}

interface HtmlPage {
  raw: string;
  br: Buffer;
  gzip: Buffer;
}
/** Compressed once at start-up: the pages never change while the process runs. */
const htmlPage = (raw: string): HtmlPage => ({
  raw,
  br: brotliCompressSync(raw),
  gzip: gzipSync(raw),
});

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/**
 * Serves the built React app. Any GET that is not an API route and not a file gets
 * index.html, so client-side routes survive a reload (history fallback). The page carries the
 * public configuration (support email, launch date, controller) so the first paint needs no
 * extra request.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir = WEB_DIST,
  publicConfig?: PublicConfig,
) {
  const indexPath = join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexPath, 'utf8'), publicConfig) : '';
  // `/` gets the landing page prerendered at build time (when the build made it), so the first
  // paint does not wait for the JavaScript; every other route gets the empty shell.
  const landing = (file: string) =>
    existsSync(join(distDir, file))
      ? renderIndexHtml(
          fillPrerenderTokens(readFileSync(join(distDir, file), 'utf8'), publicConfig),
          publicConfig,
        )
      : indexHtml;
  const pages = {
    shell: htmlPage(indexHtml),
    landing: htmlPage(hasBuild ? landing('landing.html') : ''),
    landingCountdown: htmlPage(hasBuild ? landing('landing-countdown.html') : ''),
  };
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The HTML pages are answered below, with the configuration in them.
      allowedPath: (path) => !/^\/(index|landing|landing-countdown)\.html$/.test(path),
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = path.startsWith(join(distDir, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET') {
      return reply.status(404).send(apiNotFound());
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build`, then reload.');
    }
    const page =
      path === '/'
        ? beforeLaunch(publicConfig)
          ? pages.landingCountdown
          : pages.landing
        : pages.shell;
    return sendHtml(request, reply, page);
  });
}
