import { decodeBody } from './charset.ts';
import type { HopsResult } from './redirects.ts';
import { RequestError } from './request-error.ts';
import { allowAll, parseRobots, type RobotsRules } from './robots.ts';

export interface RobotsGateOptions {
  respectRobots: boolean;
  userAgent: string;
  robotsTtlMs: number;
  /** How long a robots.txt that could not be read is remembered as "allow all". */
  robotsErrorTtlMs: number;
  now: () => number;
  /** GET with redirects but without this gate: robots.txt itself is always fetchable. */
  fetchRobotsTxt: (url: URL) => Promise<HopsResult>;
}

export interface RobotsGate {
  /** Throws a 'robots' RequestError when the origin's robots.txt disallows this URL. */
  check(url: URL): Promise<void>;
}

/**
 * robots.txt per origin, fetched once and cached (concurrent requests share one fetch). A
 * missing file allows everything; one that cannot be read allows everything for a short while.
 */
export function createRobotsGate(options: RobotsGateOptions): RobotsGate {
  const robots = new Map<
    string,
    { rules: RobotsRules; expires: number; pending?: Promise<RobotsRules> }
  >();

  async function load(url: URL): Promise<{ rules: RobotsRules; ttl: number }> {
    const robotsUrl = new URL('/robots.txt', url);
    let rules = allowAll;
    let ttl = options.robotsTtlMs;
    try {
      const res = await options.fetchRobotsTxt(robotsUrl);
      if (res.kind === 'response' && res.raw.httpStatus >= 200 && res.raw.httpStatus < 300)
        rules = parseRobots(decodeBody(res.raw.body!, null).text, options.userAgent);
      else if (res.kind === 'response' && res.raw.httpStatus >= 500) ttl = options.robotsErrorTtlMs;
      // 4xx: no robots.txt, everything is allowed (RFC 9309 2.3.1.3).
    } catch (error) {
      // Unreachable robots.txt: the private-address guard still applies to the real request,
      // so the feed itself is tried; retry robots.txt soon rather than locking the host out.
      if (error instanceof RequestError && error.reason === 'private-address') throw error;
      ttl = options.robotsErrorTtlMs;
    }
    return { rules, ttl };
  }

  async function rulesFor(url: URL): Promise<RobotsRules> {
    if (!options.respectRobots) return allowAll;
    const key = `${url.protocol}//${url.host}`;
    const cached = robots.get(key);
    if (cached && cached.expires > options.now()) return cached.pending ?? cached.rules;
    const pending = load(url).then(({ rules, ttl }) => {
      robots.set(key, { rules, expires: options.now() + ttl });
      return rules;
    });
    robots.set(key, { rules: allowAll, expires: Number.POSITIVE_INFINITY, pending });
    try {
      return await pending;
    } catch (error) {
      robots.delete(key);
      throw error;
    }
  }

  return {
    async check(url) {
      const rules = await rulesFor(url);
      if (!rules.isAllowed(`${url.pathname}${url.search}`))
        throw new RequestError('robots', `robots.txt disallows ${url.pathname}`);
    },
  };
}
