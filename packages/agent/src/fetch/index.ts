import type { FetchResult, FetchState } from '../contracts.ts';
import { fetchOnce } from './fetch-once.ts';
import { createAddressGuard } from './guarded-resolve.ts';
import { httpGet, requestHeaders } from './http-get.ts';
import { createPoliteLimiter } from './limiter.ts';
import { followRedirects } from './redirects.ts';
import { createRobotsGate } from './robots-gate.ts';
import { withRetries } from './retry.ts';
import { fetcherSettings, type FetcherOptions } from './settings.ts';

export { isPrivateAddress } from './address-guard.ts';
export { decodeBody, charsetFromContentType, type Decoded } from './charset.ts';
export { allowAll, parseRobots, type RobotsRules } from './robots.ts';
export { parseRetryAfter } from './retry.ts';
export { DEFAULT_USER_AGENT, type FetcherOptions } from './settings.ts';
export type { ResolvedAddress } from './guarded-resolve.ts';

export interface Fetcher {
  fetch(url: string, state?: FetchState | null): Promise<FetchResult>;
}

/**
 * The polite fetcher: every hop of every request passes the robots gate, the address guard and
 * the per-host and global limits; a failed attempt is retried by the retry policy. One fetcher
 * per process, so its limits and robots cache span every crawl.
 */
export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const settings = fetcherSettings(options);
  const limiter = createPoliteLimiter(settings);
  const guard = createAddressGuard(settings);

  async function send(url: URL, conditional: Record<string, string>) {
    const address = await guard(url.hostname);
    const headers = requestHeaders(settings.userAgent, conditional);
    return limiter.run(url.host, () => httpGet(url, address, headers, settings));
  }

  const robots = createRobotsGate({
    ...settings,
    fetchRobotsTxt: (url) => followRedirects(url, settings.maxRedirects, (hop) => send(hop, {})),
  });

  const follow = (start: URL, conditional: Record<string, string>) =>
    followRedirects(start, settings.maxRedirects, async (hop) => {
      await robots.check(hop);
      return send(hop, conditional);
    });

  return {
    fetch: (url, state) =>
      withRetries(
        () =>
          fetchOnce(url, state, { follow, maxRedirects: settings.maxRedirects, now: settings.now }),
        settings,
      ),
  };
}
