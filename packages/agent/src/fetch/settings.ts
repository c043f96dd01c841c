import { isPrivateAddress } from './address-guard.ts';
import { systemResolve, type ResolvedAddress } from './guarded-resolve.ts';

export const DEFAULT_USER_AGENT = 'ThistleBot/1.0 (+https://thistle.scot/bot)';

export interface FetcherOptions {
  userAgent?: string;
  /** FETCH_ALLOW_PRIVATE: let tests and local fixture servers be fetched. */
  allowPrivate?: boolean;
  /** Minimum gap between the starts of two requests to one host (host:port). */
  perHostGapMs?: number;
  /** Requests in flight across all hosts. */
  concurrency?: number;
  connectTimeoutMs?: number;
  /** Whole request, first byte to last. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Extra attempts after the first on 429, 5xx and network errors. */
  retries?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A Retry-After longer than this is not waited for: the caller reschedules instead. */
  maxRetryAfterMs?: number;
  respectRobots?: boolean;
  robotsTtlMs?: number;
  /** How long a robots.txt that could not be read is remembered as "allow all". */
  robotsErrorTtlMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /**
   * Which resolved addresses may be connected to when `allowPrivate` is false; the default
   * refuses private, loopback, link-local, CGNAT, multicast and reserved ranges.
   */
  isAddressAllowed?: (address: string) => boolean;
  /** DNS resolution, injectable so tests can point a name at any address. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
}

export type FetcherSettings = Required<FetcherOptions>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function fetcherSettings(options: FetcherOptions): FetcherSettings {
  return {
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    allowPrivate: options.allowPrivate ?? false,
    perHostGapMs: options.perHostGapMs ?? 1000,
    concurrency: options.concurrency ?? 16,
    connectTimeoutMs: options.connectTimeoutMs ?? 15_000,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
    retries: options.retries ?? 2,
    backoffBaseMs: options.backoffBaseMs ?? 1000,
    backoffMaxMs: options.backoffMaxMs ?? 30_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    respectRobots: options.respectRobots ?? true,
    robotsTtlMs: options.robotsTtlMs ?? 6 * 3600_000,
    robotsErrorTtlMs: options.robotsErrorTtlMs ?? 60_000,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    isAddressAllowed: options.isAddressAllowed ?? ((address: string) => !isPrivateAddress(address)),
    resolve: options.resolve ?? systemResolve,
  };
}
