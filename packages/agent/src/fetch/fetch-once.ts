import type { FetchResult, FetchState } from '../contracts.ts';
import { decodeBody } from './charset.ts';
import { failure, permanentFailure } from './failure.ts';
import type { HopsResult } from './redirects.ts';
import { RequestError } from './request-error.ts';
import { parseCacheSeconds } from './cache-control.ts';
import { parseRetryAfter } from './retry.ts';

export interface FetchOnceDeps {
  /** GET `start` with these extra headers, following redirects. */
  follow: (start: URL, conditional: Record<string, string>) => Promise<HopsResult>;
  maxRedirects: number;
  now: () => number;
}

/**
 * One conditional GET of a source URL, as a FetchResult: never throws, so a failure is data the
 * retry policy and the crawl can read.
 */
export async function fetchOnce(
  url: string,
  state: FetchState | null | undefined,
  deps: FetchOnceDeps,
): Promise<FetchResult> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return permanentFailure(url, 'network', `Not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return permanentFailure(url, 'network', `Unsupported scheme ${parsed.protocol}`);
  const conditional: Record<string, string> = {};
  if (state?.etag) conditional['if-none-match'] = state.etag;
  if (state?.lastModified) conditional['if-modified-since'] = state.lastModified;
  try {
    const result = await deps.follow(parsed, conditional);
    if (result.kind === 'too-many-redirects')
      return failure(url, 'too-many-redirects', `More than ${deps.maxRedirects} redirects`, {
        bytes: result.bytes,
      });
    const { raw, finalUrl, bytes } = result;
    const cacheSeconds = parseCacheSeconds(
      raw.headers['cache-control'],
      raw.headers.expires,
      deps.now(),
    );
    if (raw.httpStatus === 304)
      return { status: 'not-modified', url, httpStatus: 304, bytes, cacheSeconds };
    if (raw.httpStatus < 200 || raw.httpStatus >= 300) {
      const retryAfter = parseRetryAfter(
        raw.headers['retry-after'] as string | undefined,
        deps.now(),
      );
      return failure(url, 'http', `HTTP ${raw.httpStatus}`, {
        httpStatus: raw.httpStatus,
        bytes,
        ...(retryAfter !== null ? { retryAfter } : {}),
      });
    }
    const contentType = (raw.headers['content-type'] as string | undefined) ?? null;
    return {
      status: 'ok',
      url,
      finalUrl: finalUrl.toString(),
      httpStatus: raw.httpStatus,
      contentType,
      body: decodeBody(raw.body!, contentType).text,
      bytes,
      etag: (raw.headers.etag as string | undefined) ?? null,
      lastModified: (raw.headers['last-modified'] as string | undefined) ?? null,
      cacheSeconds,
    };
  } catch (error) {
    if (error instanceof RequestError) return failure(url, error.reason, error.message);
    return failure(url, 'network', (error as Error).message);
  }
}
