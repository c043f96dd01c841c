import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FetchResult, FetchState } from '../contracts.ts';
import { isPrivateAddress } from './address-guard.ts';
import { decodeBody } from './charset.ts';
import { allowAll, parseRobots, type RobotsRules } from './robots.ts';

export { isPrivateAddress } from './address-guard.ts';
export { decodeBody, charsetFromContentType, type Decoded } from './charset.ts';
export { parseRobots, type RobotsRules } from './robots.ts';

export const DEFAULT_USER_AGENT = 'ThistleBot/1.0 (+https://thistle.scot/bot)';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

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

export interface Fetcher {
  fetch(url: string, state?: FetchState | null): Promise<FetchResult>;
}

type Failure = Extract<FetchResult, { status: 'error' }>;

/** Failures no retry can fix (a malformed URL, an unsupported scheme). */
const permanent = new WeakSet<object>();

class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async acquire(): Promise<() => void> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.();
    };
  }
}

interface HostSlot {
  tail: Promise<void>;
  nextStart: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function defaultResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** Seconds to wait, from `Retry-After: 120` or `Retry-After: <HTTP date>`. */
export function parseRetryAfter(value: string | undefined | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

class RequestError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

interface RawResponse {
  httpStatus: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
  wireBytes: number;
}

export function createFetcher(options: FetcherOptions = {}): Fetcher {
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const allowPrivate = options.allowPrivate ?? false;
  const gapMs = options.perHostGapMs ?? 1000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 15_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const retries = options.retries ?? 2;
  const backoffBaseMs = options.backoffBaseMs ?? 1000;
  const backoffMaxMs = options.backoffMaxMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const respectRobots = options.respectRobots ?? true;
  const robotsTtlMs = options.robotsTtlMs ?? 6 * 3600_000;
  const robotsErrorTtlMs = options.robotsErrorTtlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const resolve = options.resolve ?? defaultResolve;
  const isAddressAllowed =
    options.isAddressAllowed ?? ((address: string) => !isPrivateAddress(address));

  const global = new Semaphore(options.concurrency ?? 16);
  const hosts = new Map<string, HostSlot>();
  const robots = new Map<
    string,
    { rules: RobotsRules; expires: number; pending?: Promise<RobotsRules> }
  >();

  /** Runs `task` when this host is free and its gap has passed, holding a global slot. */
  async function politely<T>(hostKey: string, task: () => Promise<T>): Promise<T> {
    let slot = hosts.get(hostKey);
    if (!slot) {
      slot = { tail: Promise.resolve(), nextStart: 0 };
      hosts.set(hostKey, slot);
    }
    const s = slot;
    let done!: () => void;
    const mine = new Promise<void>((r) => (done = r));
    const previous = s.tail;
    s.tail = previous.then(() => mine);
    await previous;
    try {
      const wait = s.nextStart - now();
      if (wait > 0) await sleep(wait);
      const release = await global.acquire();
      try {
        s.nextStart = now() + gapMs;
        return await task();
      } finally {
        release();
      }
    } finally {
      done();
    }
  }

  /** Resolves and checks every address; returns the one to connect to. */
  async function guard(hostname: string): Promise<ResolvedAddress> {
    const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const literal = isIP(bare);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: bare, family: literal === 6 ? 6 : 4 }]
      : await resolve(bare).catch((error: unknown) => {
          throw new RequestError(
            'network',
            `DNS lookup failed for ${bare}: ${(error as Error).message}`,
          );
        });
    if (addresses.length === 0) throw new RequestError('network', `No address for ${bare}`);
    if (!allowPrivate) {
      const bad = addresses.find((a) => !isAddressAllowed(a.address));
      if (bad)
        throw new RequestError(
          'private-address',
          `${bare} resolves to ${bad.address}, a private or reserved address`,
        );
    }
    return addresses[0]!;
  }

  function request(
    url: URL,
    address: ResolvedAddress,
    headers: Record<string, string>,
    readBody: boolean,
  ): Promise<RawResponse> {
    // The connection goes to the address we checked, never to a second DNS answer.
    const pinned: LookupFunction = (_hostname, opts, callback) => {
      if ((opts as { all?: boolean }).all)
        (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(
          null,
          [{ address: address.address, family: address.family }],
        );
      else callback(null, address.address, address.family);
    };
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise<RawResponse>((resolvePromise, reject) => {
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (error: Error | null, value?: RawResponse) => {
        if (settled) return;
        settled = true;
        for (const t of timers) clearTimeout(t);
        if (error) {
          req.destroy();
          reject(error);
        } else resolvePromise(value!);
      };
      const req = lib.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers,
          lookup: pinned,
          agent: false,
        },
        (res) => {
          const httpStatus = res.statusCode ?? 0;
          let wireBytes = 0;
          res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
          if (!readBody || httpStatus < 200 || httpStatus >= 300) {
            // Error and redirect bodies are not needed: drop them without reading much.
            res.resume();
            finish(null, { httpStatus, headers: res.headers, body: null, wireBytes: 0 });
            return;
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            finish(
              new RequestError('too-large', `Content-Length ${declared} exceeds ${maxBytes} bytes`),
            );
            return;
          }
          const encoding = String(res.headers['content-encoding'] ?? '')
            .toLowerCase()
            .trim();
          let stream: Readable = res;
          if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
          else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
          else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              finish(new RequestError('too-large', `Body exceeds ${maxBytes} bytes`));
              stream.destroy();
              return;
            }
            chunks.push(chunk);
          });
          stream.on('end', () =>
            finish(null, {
              httpStatus,
              headers: res.headers,
              body: Buffer.concat(chunks),
              wireBytes,
            }),
          );
          stream.on('error', (e) => finish(new RequestError('network', e.message)));
          res.on('error', (e) => finish(new RequestError('network', e.message)));
          res.on('aborted', () => finish(new RequestError('network', 'Response aborted')));
        },
      );
      timers.push(
        setTimeout(
          () => finish(new RequestError('timeout', `No connection within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        ),
      );
      timers.push(
        setTimeout(
          () => finish(new RequestError('timeout', `No complete response within ${timeoutMs} ms`)),
          timeoutMs,
        ),
      );
      req.on('socket', (socket) => {
        const connected = () => clearTimeout(timers[0]);
        socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
      });
      req.on('error', (e) => finish(new RequestError('network', e.message)));
      req.end();
    });
  }

  async function robotsFor(url: URL): Promise<RobotsRules> {
    if (!respectRobots) return allowAll;
    const key = `${url.protocol}//${url.host}`;
    const cached = robots.get(key);
    if (cached && cached.expires > now()) return cached.pending ?? cached.rules;
    const pending = (async () => {
      const robotsUrl = new URL('/robots.txt', url);
      let rules = allowAll;
      let ttl = robotsTtlMs;
      try {
        const res = await fetchHops(robotsUrl, {}, false);
        if (res.kind === 'response' && res.raw.httpStatus >= 200 && res.raw.httpStatus < 300)
          rules = parseRobots(decodeBody(res.raw.body!, null).text, userAgent);
        else if (res.kind === 'response' && res.raw.httpStatus >= 500) ttl = robotsErrorTtlMs;
        // 4xx: no robots.txt, everything is allowed (RFC 9309 2.3.1.3).
      } catch (error) {
        // Unreachable robots.txt: the private-address guard still applies to the real request,
        // so the feed itself is tried; retry robots.txt soon rather than locking the host out.
        if (error instanceof RequestError && error.reason === 'private-address') throw error;
        ttl = robotsErrorTtlMs;
      }
      robots.set(key, { rules, expires: now() + ttl });
      return rules;
    })();
    robots.set(key, { rules: allowAll, expires: Number.POSITIVE_INFINITY, pending });
    try {
      return await pending;
    } catch (error) {
      robots.delete(key);
      throw error;
    }
  }

  type HopsResult =
    | { kind: 'response'; raw: RawResponse; finalUrl: URL; bytes: number }
    | { kind: 'too-many-redirects'; bytes: number; finalUrl: URL };

  async function fetchHops(
    start: URL,
    conditional: Record<string, string>,
    checkRobots: boolean,
  ): Promise<HopsResult> {
    let url = start;
    let bytes = 0;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RequestError('network', `Unsupported scheme ${url.protocol}`);
      if (checkRobots) {
        const rules = await robotsFor(url);
        if (!rules.isAllowed(`${url.pathname}${url.search}`))
          throw new RequestError('robots', `robots.txt disallows ${url.pathname}`);
      }
      const address = await guard(url.hostname);
      const headers: Record<string, string> = {
        'user-agent': userAgent,
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, text/calendar, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        ...conditional,
      };
      const raw = await politely(url.host, () => request(url, address, headers, true));
      bytes += raw.wireBytes;
      const location = raw.headers.location;
      if (raw.httpStatus >= 300 && raw.httpStatus < 400 && raw.httpStatus !== 304 && location) {
        url = new URL(location, url);
        continue;
      }
      return { kind: 'response', raw, finalUrl: url, bytes };
    }
    return { kind: 'too-many-redirects', bytes, finalUrl: url };
  }

  async function attempt(url: string, state: FetchState | null | undefined): Promise<FetchResult> {
    const fail = (reason: string, message: string, extra: Partial<Failure> = {}): Failure => ({
      status: 'error',
      url,
      httpStatus: null,
      reason,
      message,
      bytes: 0,
      ...extra,
    });
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      const result = fail('network', `Not a URL: ${url}`);
      permanent.add(result);
      return result;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      const result = fail('network', `Unsupported scheme ${parsed.protocol}`);
      permanent.add(result);
      return result;
    }
    const conditional: Record<string, string> = {};
    if (state?.etag) conditional['if-none-match'] = state.etag;
    if (state?.lastModified) conditional['if-modified-since'] = state.lastModified;
    try {
      const result = await fetchHops(parsed, conditional, true);
      if (result.kind === 'too-many-redirects')
        return fail('too-many-redirects', `More than ${maxRedirects} redirects`, {
          bytes: result.bytes,
        });
      const { raw, finalUrl, bytes } = result;
      if (raw.httpStatus === 304) return { status: 'not-modified', url, httpStatus: 304, bytes };
      if (raw.httpStatus < 200 || raw.httpStatus >= 300) {
        const retryAfter = parseRetryAfter(raw.headers['retry-after'] as string | undefined, now());
        return fail('http', `HTTP ${raw.httpStatus}`, {
          httpStatus: raw.httpStatus,
          bytes,
          ...(retryAfter !== null ? { retryAfter } : {}),
        });
      }
      const contentType = (raw.headers['content-type'] as string | undefined) ?? null;
      const decoded = decodeBody(raw.body!, contentType);
      return {
        status: 'ok',
        url,
        finalUrl: finalUrl.toString(),
        httpStatus: raw.httpStatus,
        contentType,
        body: decoded.text,
        bytes,
        etag: (raw.headers.etag as string | undefined) ?? null,
        lastModified: (raw.headers['last-modified'] as string | undefined) ?? null,
      };
    } catch (error) {
      if (error instanceof RequestError) return fail(error.reason, error.message);
      return fail('network', (error as Error).message);
    }
  }

  function retryable(result: FetchResult): boolean {
    if (result.status !== 'error' || permanent.has(result)) return false;
    if (result.reason === 'network') return true;
    return (
      result.reason === 'http' && (result.httpStatus === 429 || (result.httpStatus ?? 0) >= 500)
    );
  }

  return {
    async fetch(url, state) {
      let result = await attempt(url, state);
      for (let n = 0; n < retries && retryable(result); n++) {
        const failure = result as Failure;
        let delay: number;
        if (failure.retryAfter !== undefined) {
          delay = failure.retryAfter * 1000;
          // The server wants longer than we will hold a crawl slot: give up and let the
          // scheduler come back after `retryAfter`.
          if (delay > maxRetryAfterMs) return result;
        } else {
          const exp = Math.min(backoffMaxMs, backoffBaseMs * 2 ** n);
          delay = exp / 2 + random() * (exp / 2);
        }
        await sleep(delay);
        result = await attempt(url, state);
      }
      return result;
    },
  };
}
