import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { readCappedBody } from './body.ts';
import type { ResolvedAddress } from './guarded-resolve.ts';
import { RequestError } from './request-error.ts';

export interface RawResponse {
  httpStatus: number;
  headers: http.IncomingHttpHeaders;
  /** Only a 2xx response's body is read; null for every other status. */
  body: Buffer | null;
  wireBytes: number;
}

export interface RequestLimits {
  connectTimeoutMs: number;
  /** Whole request, first byte to last. */
  timeoutMs: number;
  maxBytes: number;
}

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, text/calendar, application/xml;q=0.9, text/xml;q=0.9, text/html;q=0.8, */*;q=0.5';

export function requestHeaders(
  userAgent: string,
  conditional: Record<string, string>,
): Record<string, string> {
  return {
    'user-agent': userAgent,
    accept: ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
    ...conditional,
  };
}

/** One GET, no redirects followed, to the address already checked for this URL's host. */
export function httpGet(
  url: URL,
  address: ResolvedAddress,
  headers: Record<string, string>,
  limits: RequestLimits,
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
        if (httpStatus < 200 || httpStatus >= 300) {
          // Error and redirect bodies are not needed: drop them without reading much.
          res.resume();
          finish(null, { httpStatus, headers: res.headers, body: null, wireBytes: 0 });
          return;
        }
        readCappedBody(res, limits.maxBytes).then(
          (body) => finish(null, { httpStatus, headers: res.headers, body, wireBytes }),
          (error: Error) => finish(error),
        );
      },
    );
    timers.push(
      setTimeout(
        () =>
          finish(new RequestError('timeout', `No connection within ${limits.connectTimeoutMs} ms`)),
        limits.connectTimeoutMs,
      ),
    );
    timers.push(
      setTimeout(
        () =>
          finish(new RequestError('timeout', `No complete response within ${limits.timeoutMs} ms`)),
        limits.timeoutMs,
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
