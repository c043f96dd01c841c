/** Query parameters that only say where a click came from; they never change the page. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  '_hsenc',
  '_hsmi',
  'ref_src',
]);

/**
 * The form of a link used to recognise the same page published twice: lower-case host without
 * `www.`, no fragment, no tracking parameters, remaining parameters sorted, no trailing slash,
 * and http and https treated alike. Returns null for anything that is not an http(s) URL.
 */
export function canonicalLink(link: string | null | undefined, base?: string): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== '80' && url.port !== '443' ? `:${url.port}` : '';
  const params = [...url.searchParams.entries()]
    .filter(
      ([key]) => !key.toLowerCase().startsWith('utm_') && !TRACKING_PARAMS.has(key.toLowerCase()),
    )
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${query}`;
}
