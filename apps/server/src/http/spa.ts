import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
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

/** index.html with the configuration injected before </head>, built once at start-up. */
export function renderIndexHtml(html: string, config: PublicConfig | undefined): string {
  if (!config) return html;
  const script = configScript(config);
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : script + html;
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
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // index.html is answered below, with the configuration in it.
      allowedPath: (path) => path !== '/index.html',
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
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
