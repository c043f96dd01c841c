/**
 * The discovery fixtures (test/fixtures/discovery/<case>/) as a small fake web: each case's
 * files.json maps URLs to files, statuses and content types. See that folder's README.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DISCOVERY_FIXTURES = fileURLToPath(new URL('../fixtures/discovery/', import.meta.url));

export interface FixtureRoute {
  file?: string;
  status?: number;
  contentType?: string;
  location?: string;
  comment?: string;
}

export interface FixtureFiles {
  origin: string;
  start: string;
  routes: Record<string, FixtureRoute>;
  default: FixtureRoute;
}

export type { FoundBy } from '../../src/discovery/types.ts';
import type { FoundBy } from '../../src/discovery/types.ts';

export interface ExpectedFeed {
  path?: string;
  url?: string;
  type: 'rss' | 'atom' | 'json' | 'ical';
  equivalents?: string[];
  stale?: boolean;
  foundBy: FoundBy[];
}

export interface ExpectedListing {
  path: string;
  kind: 'funding' | 'news' | 'events' | 'resources';
  equivalents?: string[];
  foundBy: FoundBy[];
}

export interface Expected {
  models: string;
  modelEvidence: string;
  feeds: ExpectedFeed[];
  listings: ExpectedListing[];
  mustNotChoose: string[];
  notes?: string;
}

export interface FixtureResponse {
  url: string;
  status: number;
  contentType: string;
  body: string;
  location?: string;
}

export function discoveryCases(): string[] {
  return readdirSync(DISCOVERY_FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

export class FixtureSite {
  readonly dir: string;
  readonly files: FixtureFiles;
  readonly expected: Expected;

  constructor(readonly name: string) {
    this.dir = join(DISCOVERY_FIXTURES, name);
    this.files = JSON.parse(readFileSync(join(this.dir, 'files.json'), 'utf8')) as FixtureFiles;
    this.expected = JSON.parse(readFileSync(join(this.dir, 'expected.json'), 'utf8')) as Expected;
  }

  /** An expected entry (a path on the site, or a full URL) as an absolute URL. */
  resolve(pathOrUrl: string, base: string = this.files.origin): string {
    return new URL(pathOrUrl, base).href;
  }

  /** The route for a URL: an exact full-URL key first, then path and query on the origin. */
  route(url: string): FixtureRoute | undefined {
    const u = new URL(url);
    u.hash = '';
    if (this.files.routes[u.href]) return this.files.routes[u.href];
    if (u.origin === new URL(this.files.origin).origin)
      return this.files.routes[u.pathname + u.search];
    return undefined;
  }

  /** One request, as the server would answer it (no redirects followed). */
  fetch(url: string): FixtureResponse {
    const route = this.route(url);
    const sameOrigin = new URL(url).origin === new URL(this.files.origin).origin;
    // Other hosts answer 404 unless listed; this site falls back to its default route.
    const r: FixtureRoute = route ?? (sameOrigin ? this.files.default : { status: 404 });
    const status = r.status ?? 200;
    const body = r.file ? readFileSync(join(this.dir, r.file), 'utf8') : '';
    return {
      url,
      status,
      contentType: r.contentType ?? 'application/octet-stream',
      body,
      ...(r.location ? { location: new URL(r.location, url).href } : {}),
    };
  }

  /** Follows up to five redirects. */
  get(url: string): FixtureResponse {
    let res = this.fetch(url);
    for (let hops = 0; hops < 5 && res.status >= 300 && res.status < 400 && res.location; hops++)
      res = this.fetch(res.location);
    return res;
  }

  /** Every file named by a route (the default included). */
  routedFiles(): Set<string> {
    const all = [...Object.values(this.files.routes), this.files.default];
    return new Set(all.map((r) => r.file).filter((f): f is string => !!f));
  }

  hasFile(file: string): boolean {
    return existsSync(join(this.dir, file));
  }
}
