/**
 * How long a response may be cached, in seconds: Cache-Control `s-maxage` or `max-age`
 * (`no-store` and `no-cache` mean 0), else `Expires` against now. Null when the response
 * says nothing.
 */
export function parseCacheSeconds(
  cacheControl: string | string[] | undefined,
  expires: string | string[] | undefined,
  now: number,
): number | null {
  const directives = [cacheControl ?? []]
    .flat()
    .join(',')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  for (const name of ['s-maxage', 'max-age']) {
    const directive = directives.find((d) => d.startsWith(`${name}=`));
    const seconds = directive ? Number(directive.slice(name.length + 1).replace(/"/g, '')) : NaN;
    if (Number.isFinite(seconds) && seconds >= 0) return Math.floor(seconds);
  }
  const at = Date.parse([expires ?? []].flat()[0] ?? '');
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((at - now) / 1000));
}
