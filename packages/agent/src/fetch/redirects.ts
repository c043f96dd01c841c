import type { RawResponse } from './http-get.ts';
import { RequestError } from './request-error.ts';

export type HopsResult =
  | { kind: 'response'; raw: RawResponse; finalUrl: URL; bytes: number }
  | { kind: 'too-many-redirects'; bytes: number; finalUrl: URL };

/**
 * Follows redirects hop by hop, each through `send` (which checks robots.txt and the address
 * again: a redirect is a new URL on maybe another host). A scheme other than http(s) is refused
 * wherever it appears, so a redirect cannot lead to file: or ftp:.
 */
export async function followRedirects(
  start: URL,
  maxRedirects: number,
  send: (url: URL) => Promise<RawResponse>,
): Promise<HopsResult> {
  let url = start;
  let bytes = 0;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new RequestError('network', `Unsupported scheme ${url.protocol}`);
    const raw = await send(url);
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
