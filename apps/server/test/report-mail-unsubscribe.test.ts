/**
 * The Monday mail as a mail server receives it (through the mail queue's job and a real SMTP
 * sink), and unsubscribing with its link: a GET only shows a confirm page, the RFC 8058 POST
 * turns email off at once with no sign-in, for that owner and nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@thistle/db/testing';
import { getNotificationSettings, runWeeklyReports, unsubscribeToken } from '@thistle/core';
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';
import {
  days,
  inlineEnqueue,
  insertOwner,
  postToOwner,
  reportDeps,
} from './owner-tools-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

const WEEK = '2026-10-26';
const AS_OF = new Date('2026-10-26T07:00:00Z'); // Monday 07:00 GMT
const before = (n: number) => new Date(AS_OF.getTime() - days(n));

/** A header's value from a raw message, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1];
}

describe.each(testDatabaseKinds())('the report mail and unsubscribing on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(kind, { SMTP_URL: sink.url, PUBLIC_URL: 'https://thistle.example' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('arrives under 100 KB with a text part and the one-click unsubscribe headers', async () => {
    const owner = await insertOwner(t);
    const bystander = await insertOwner(t);
    await postToOwner(
      t,
      owner.id,
      Array.from({ length: 12 }, (_, i) => ({
        title: `Regional Growth Fund round ${i}: capital grants for food and drink producers, up to £50,000`,
        body: 'Eligibility and how to apply.',
        postedAt: before(1 + (i % 5)),
        score: 12 - i,
        amountMaxGbp: 50_000,
        deadline: new Date(AS_OF.getTime() + days(8 + i)),
        reasons: ['Open to businesses across Scotland', 'For Food & Drink'],
      })),
    );
    await runWeeklyReports(reportDeps(t, inlineEnqueue(t)), {
      weekStart: WEEK,
      userIds: [owner.id],
    });

    const mail = await sink.waitFor(owner.email, { subject: /^Your Monday report/ });
    expect(Buffer.byteLength(mail.raw)).toBeLessThan(100 * 1024);
    expect(mail.text).toContain('Regional Growth Fund round 0');
    expect(mail.text).toContain('Business Gateway Fife');
    expect(mail.html).toContain('Regional Growth Fund round 11');
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const list = header(mail.raw, 'List-Unsubscribe')!;
    const url = /<(https:\/\/[^>]+)>/.exec(list)![1]!;
    expect(list).toMatch(/<mailto:[^>]+>/);
    expect(url).toBe(
      `https://thistle.example/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.services.secrets.authSecret, owner.id))}`,
    );
    expect(mail.text).toContain(url);

    const path = url.replace('https://thistle.example', '');
    // A link scanner (or the owner) opening the link: a confirm page, nothing changed.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toMatch(/<form method="post" action="\/unsubscribe"/);
    expect(page.body).not.toMatch(/<script/i);
    expect((await getNotificationSettings(t.services.database.db, owner.id)).email).toBe(true);

    // The mail client's one-click: a POST to the same URL, no sign-in.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(await getNotificationSettings(t.services.database.db, owner.id)).toEqual({
      weeklyReport: true,
      deadlineReminders: true,
      email: false,
    });
    expect((await getNotificationSettings(t.services.database.db, bystander.id)).email).toBe(true);
  });
});

describe.each(testDatabaseKinds())('the unsubscribe endpoints on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const tokenOf = (id: string) => unsubscribeToken(t.services.secrets.authSecret, id);
  const emailOn = async (id: string) =>
    (await getNotificationSettings(t.services.database.db, id)).email;

  it('take the token from JSON, a form or multipart body, and answer the contract', async () => {
    const a = await insertOwner(t);
    const b = await insertOwner(t);
    const c = await insertOwner(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: tokenOf(a.id) },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ unsubscribed: true });
    expect(await emailOn(a.id)).toBe(false);
    expect(await emailOn(b.id)).toBe(true);

    const form = await t.app.inject({
      method: 'POST',
      url: '/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(tokenOf(b.id))}`,
    });
    expect(form.statusCode).toBe(200);
    expect(await emailOn(b.id)).toBe(false);

    const boundary = 'thistle-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(tokenOf(c.id))}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(await emailOn(c.id)).toBe(false);
  });

  it('refuse a token Thistle did not sign, changing nothing', async () => {
    const owner = await insertOwner(t);
    // Change the MAC's first character: its last one carries bits base64url decoding drops.
    const token = tokenOf(owner.id);
    const macStart = token.lastIndexOf('.') + 1;
    const forged = `${token.slice(0, macStart)}${token[macStart] === 'A' ? 'B' : 'A'}${token.slice(macStart + 1)}`;
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: forged },
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: { code: 'invalid_token' } });
    const empty = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: {} });
    expect(empty.statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${forged}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('<form');
    const post = await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${forged}` });
    expect(post.statusCode).toBe(400);
    expect(await emailOn(owner.id)).toBe(true);
  });
});
