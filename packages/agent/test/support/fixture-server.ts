/**
 * Serves one discovery fixture (a FixtureSite) over real HTTP on 127.0.0.1, so discovery can be
 * tested through the real fetcher (robots.txt, redirects, limits). The fixture's https:// URLs
 * are served on one port and its http:// URLs on another, every host name resolving to
 * 127.0.0.1: `toLocal` and `toOriginal` map between the two, and absolute URLs in bodies and
 * Location headers are rewritten on the way out.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixtureResponse } from './discovery-fixtures.ts';

/** Anything that answers fixture URLs: a FixtureSite, or a small site written in a test. */
export interface FakeSite {
  fetch(url: string): FixtureResponse;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export class FixtureServer {
  /** Every request, as the fixture URL it stood for. */
  readonly requests: string[] = [];
  private securePort = 0;
  private plainPort = 0;
  private servers: Server[] = [];
  private readonly overrides = new Map<string, Partial<FixtureResponse>>();

  private constructor(readonly site: FakeSite) {}

  static async start(site: FakeSite): Promise<FixtureServer> {
    const fixture = new FixtureServer(site);
    const secure = await listen((req, res) => fixture.answer('https', req, res));
    const plain = await listen((req, res) => fixture.answer('http', req, res));
    fixture.securePort = (secure.address() as AddressInfo).port;
    fixture.plainPort = (plain.address() as AddressInfo).port;
    fixture.servers = [secure, plain];
    return fixture;
  }

  toLocal(url: string): string {
    const u = new URL(url);
    const port = u.protocol === 'https:' ? this.securePort : this.plainPort;
    return `http://${u.hostname}:${port}${u.pathname}${u.search}${u.hash}`;
  }

  toOriginal(url: string): string {
    const u = new URL(url);
    const scheme = Number(u.port) === this.securePort ? 'https' : 'http';
    return new URL(`${scheme}://${u.hostname}${u.pathname}${u.search}${u.hash}`).href;
  }

  private rewrite(text: string): string {
    return text.replace(/\b(https?):\/\/([a-z0-9.-]+)(?::\d+)?/gi, (_m, scheme: string, host) =>
      this.toLocal(`${scheme.toLowerCase()}://${host}/`).replace(/\/$/, ''),
    );
  }

  private answer(scheme: 'http' | 'https', req: IncomingMessage, res: ServerResponse) {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const original = new URL(`${scheme}://${host}${req.url ?? '/'}`).href;
    this.requests.push(original);
    const override = this.overrides.get(original);
    const answer = { ...this.site.fetch(original), ...override };
    const headers: Record<string, string> = { 'content-type': answer.contentType };
    if (answer.location) headers.location = this.toLocal(answer.location);
    res.writeHead(answer.status, headers).end(this.rewrite(answer.body));
  }

  /** From now on, answer this fixture URL differently (a feed that breaks, say). */
  override(url: string, response: Partial<FixtureResponse>) {
    this.overrides.set(new URL(url).href, response);
  }

  async close() {
    await Promise.all(
      this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
    );
  }
}
