/**
 * Bad input on every dashboard route never reaches a 500: random ids, query strings, bodies
 * and headers get an answer below 500, and every 4xx carries the error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { testDatabaseKinds } from '@thistle/db/testing';
import { insertItems, postItems, signedInOwner, type Owner } from './dashboard-helpers.ts';
import { expectClientError } from './error-shape.ts';
import { createTestApp, type TestApp } from './support.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const ROUTES: [Method, (id: string) => string][] = [
  ['GET', (id) => `/api/posts/${id}`],
  ['PATCH', (id) => `/api/posts/${id}`],
  ['POST', (id) => `/api/posts/${id}/report`],
  ['PUT', (id) => `/api/bookmarks/${id}`],
  ['DELETE', (id) => `/api/bookmarks/${id}`],
  ['POST', (id) => `/api/notifications/${id}/read`],
  ['GET', () => '/api/posts'],
  ['GET', () => '/api/bookmarks'],
  ['GET', () => '/api/notifications'],
  ['POST', () => '/api/notifications/read-all'],
  ['POST', () => '/api/feedback'],
];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '%00', '..', 'read-all', "' or 1=1 --", 'x'.repeat(2000)),
);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), oddText, fc.constant(undefined));

const id = fc.oneof(
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => `${u}x`),
  oddText.filter((s) => s.length > 0),
);

const body = fc.oneof(
  fc.record(
    {
      like: anyValue,
      relevance: anyValue,
      actionable: anyValue,
      impact: anyValue,
      title: anyValue,
      message: anyValue,
      score: anyValue,
    },
    { requiredKeys: [] },
  ),
  fc.record({ like: fc.constantFrom('LIKE', 'DISLIKE', null, 'like', '') }),
  fc.record({ title: oddText, message: oddText }),
  fc.record({ message: oddText, score: fc.oneof(fc.integer(), fc.double(), fc.constant(null)) }),
  fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const query = fc.record(
  {
    category: oddText,
    q: oddText,
    sort: fc.oneof(fc.constantFrom('rank', 'closing', 'newest'), oddText),
    cursor: oddText,
    limit: fc.oneof(fc.integer({ min: -5, max: 100 }).map(String), oddText),
    extra: oddText,
  },
  { requiredKeys: [] },
);

const toQueryString = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!).replace(/%25/g, (m) => m)}`)
    .join('&');

describe.each(testDatabaseKinds())('bad input on the dashboard routes (%s)', (kind) => {
  let t: TestApp;
  let owner: Owner;
  let postId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInOwner(t, 'fuzz');
    const ids = await insertItems(t, [
      { title: 'Export grant', body: 'exporting' },
      { title: 'Webinar', category: 'events' },
    ]);
    postId = (await postItems(t, owner.id, ids))[0]!;
  });
  afterAll(async () => t?.close());

  it('random ids and bodies on every route answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.oneof(id, fc.constant('own')),
        body,
        async ([method, url], rawId, payload) => {
          const target = url(rawId === 'own' ? postId : encodeURIComponent(rawId));
          const response = await t.app.inject({
            method,
            url: target,
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expectClientError(
            response.statusCode,
            response.body,
            `${method} ${target} ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: 400 },
    );
  });

  it('random query strings on GET /api/posts answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(query, async (values) => {
        const url = `/api/posts?${toQueryString(values)}`;
        const response = await owner.call('GET', url);
        expectClientError(response.statusCode, response.body, url);
      }),
      { numRuns: 300 },
    );
  });

  it('raw, unencoded query strings and repeated keys answer below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.constantFrom(...'&=?%#+;cqsortlimit0123456789,[]abc'),
          maxLength: 40,
        }),
        async (raw) => {
          const response = await owner.call('GET', `/api/posts?${raw}`);
          expectClientError(response.statusCode, response.body, raw);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a bad Last-Event-ID on /api/realtime is a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter(
            (s) => !/^\d{1,18}$/.test(s.trim()) && /^[\x20-\x7e]+$/.test(s) && s.trim() === s,
          ),
        async (header) => {
          const response = await t.app.inject({
            method: 'GET',
            url: '/api/realtime',
            headers: { authorization: `Bearer ${owner.token}`, 'last-event-id': header },
          });
          expect(response.statusCode, header).toBe(400);
          expectClientError(response.statusCode, response.body, header);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('malformed JSON and other content types are 4xx with a clear message', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter(([m]) => m !== 'GET')),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '[1,', '{"like":', '\u0000')),
        async ([method, url], contentType, payload) => {
          const response = await t.app.inject({
            method,
            url: url(postId),
            headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
            payload,
          });
          expectClientError(
            response.statusCode,
            response.body,
            `${method} ${contentType} ${payload}`,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
