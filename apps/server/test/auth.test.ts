/**
 * Accounts over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: registration and
 * verification, sign-in, token rotation and reuse detection, expiry, sign-out, enumeration-safe
 * recovery, password change, rate limits, the dev mailbox and logs that keep secrets out.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import pino from 'pino';
import { emailTokens, refreshTokens, users } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { DEFAULT_AUTH_RATE_LIMITS, signAccessToken, type AuthRateLimits } from '@thistle/core';
import { createTestApp, type TestApp } from './support.ts';
import {
  PASSWORD,
  bearer,
  linkFrom,
  mailsTo,
  post,
  registeredUser,
  signIn,
  uniqueEmail,
  uniqueIp,
  verifyTokenFor,
} from './auth-helpers.ts';
import { buildApp } from '../src/app.ts';
import { createLogger, createServices } from '../src/services.ts';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  describe('registration and verification', () => {
    it('registers with an argon2id hash and mails a single-use verification link', async () => {
      const email = uniqueEmail('Reg');
      const response = await post(t, '/api/auth/signup', {
        email: ` ${email} `,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Thanks for registering. We have sent a verification link to your email address.',
      });
      const [user] = await t.services.database.db
        .select()
        .from(users)
        .where(eq(users.email, email.toLowerCase()));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user!.emailVerifiedAt).toBeNull();
      const [mail] = await mailsTo(t, email);
      expect(mail!.subject).toBe('Verify your email address for Thistle');
      expect(mail!.userId).toBe(user!.id);
      expect(mail!.html).toContain('#5b2a86');
      expect(mail!.text).toContain(`${t.services.config.publicUrl}/verify-email?token=`);
      // The token is stored hashed: the raw value is nowhere in the database.
      const token = await verifyTokenFor(t, email);
      const rows = await t.services.database.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.userId, user!.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toContain(token);
      expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    });

    it('refuses sign-in before verification with a clear 403, and only with the right password', async () => {
      const email = uniqueEmail();
      await post(t, '/api/auth/signup', { email, password: PASSWORD });
      const wrong = await signIn(t, email, 'not the password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('invalid_credentials');
      const early = await signIn(t, email);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('email_not_verified');
      expect(early.json().error.message).toMatch(/verify your email address before signing in/);
    });

    it('verifies once: a second use and an unknown or expired token are refused', async () => {
      const email = uniqueEmail();
      await post(t, '/api/auth/signup', { email, password: PASSWORD });
      const token = await verifyTokenFor(t, email);
      const first = await post(t, '/api/auth/verify', { token });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        verified: true,
        message: 'Your email address is verified. You can now sign in.',
      });
      const again = await post(t, '/api/auth/verify', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('token_used');
      const unknown = await post(t, '/api/auth/verify', { token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toEqual({
        code: 'invalid_token',
        message:
          'This verification link is invalid or has expired. Register again to get a new one.',
      });
      expect((await signIn(t, email)).statusCode).toBe(200);

      const late = uniqueEmail();
      await post(t, '/api/auth/signup', { email: late, password: PASSWORD });
      const lateToken = await verifyTokenFor(t, late);
      await t.services.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await post(t, '/api/auth/verify', { token: lateToken });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.code).toBe('invalid_token');
    });

    it('answers a known address exactly like a new one and mails the owner a note instead', async () => {
      const { email } = await registeredUser(t);
      const fresh = await post(t, '/api/auth/signup', { email: uniqueEmail(), password: PASSWORD });
      const known = await post(t, '/api/auth/signup', {
        email: email.toUpperCase(),
        password: 'another pass',
      });
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.json()).toEqual(fresh.json());
      const [note] = await mailsTo(t, email);
      expect(note!.subject).toBe('You already have a Thistle account');
      // The existing password still works; the attempt changed nothing.
      expect((await signIn(t, email)).statusCode).toBe(200);
      expect((await signIn(t, email, 'another pass')).statusCode).toBe(400);
    });

    it('resend always answers 202 and mails only an unverified account', async () => {
      const pending = uniqueEmail();
      await post(t, '/api/auth/signup', { email: pending, password: PASSWORD });
      const { email: verified } = await registeredUser(t);
      for (const email of [pending, verified, uniqueEmail('nobody')]) {
        const response = await post(t, '/api/auth/resend', { email });
        expect(response.statusCode).toBe(202);
      }
      expect(
        (await mailsTo(t, pending)).filter((m) => m.subject.startsWith('Verify')),
      ).toHaveLength(2);
      expect(
        (await mailsTo(t, verified)).filter((m) => m.subject.startsWith('Verify')),
      ).toHaveLength(1);
    });

    it.each([
      [{ email: 'a@b.co' }, 'Password is required'],
      [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters long'],
      [{ email: 'not an email', password: PASSWORD }, 'Please enter a valid email address'],
      [{ password: PASSWORD }, 'Email is required'],
    ])('rejects sign-up %j with 400 and a clear message', async (payload, message) => {
      const response = await post(t, '/api/auth/signup', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'invalid_request', message } });
    });
  });

  describe('sign-in and sessions', () => {
    it('answers the Session shape with a 15-minute bearer token', async () => {
      const { email, session } = await registeredUser(t);
      expect(Object.keys(session).sort()).toEqual(
        ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
      );
      expect(session.token_type).toBe('bearer');
      expect(session.expires_in).toBe(900);
      expect(Math.abs(session.expires_at - (Date.now() / 1000 + 900))).toBeLessThan(5);
      expect(session.user).toEqual({
        id: expect.any(String),
        email: email.toLowerCase(),
        identities: [{ provider: 'email', email: email.toLowerCase() }],
        factors: [],
      });
      expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const me = await t.app.inject({ url: '/api/me', headers: bearer(session.access_token) });
      expect(me.json()).toEqual({
        id: session.user.id,
        email: email.toLowerCase(),
        first_name: null,
        last_name: null,
        summary: null,
      });
      // The refresh token is stored only as a hash.
      const rows = await t.services.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, session.user.id));
      expect(rows.map((r) => r.tokenHash)).not.toContain(session.refresh_token);
    });

    it('accepts grant_type in the body too', async () => {
      const { email } = await registeredUser(t);
      const response = await post(t, '/api/auth/token', {
        grant_type: 'password',
        email,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown address with the same answer', async () => {
      const { email } = await registeredUser(t);
      const wrong = await signIn(t, email, 'wrong password');
      const unknown = await signIn(t, uniqueEmail('ghost'), 'wrong password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid email or password' },
      });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it("answers missing fields with the product's message", async () => {
      const response = await post(t, '/api/auth/token?grant_type=password', { email: 'a@b.co' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Email and password are required');
      const noGrant = await post(t, '/api/auth/token', { email: 'a@b.co', password: 'x' });
      expect(noGrant.statusCode).toBe(400);
    });

    it('rotates the refresh token and revokes the whole family when a spent one is reused', async () => {
      const { session } = await registeredUser(t);
      const first = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: session.refresh_token,
      });
      expect(first.statusCode).toBe(200);
      const second = first.json();
      expect(second.refresh_token).not.toBe(session.refresh_token);
      expect(second.user.id).toBe(session.user.id);
      const third = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: second.refresh_token,
      });
      expect(third.statusCode).toBe(200);
      const latest = third.json();
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(latest.access_token) })).statusCode,
      ).toBe(200);

      // The first token again: someone copied it. Everything in the family stops working.
      const reused = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: session.refresh_token,
      });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error.code).toBe('refresh_token_reused');
      const afterwards = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: latest.refresh_token,
      });
      expect(afterwards.statusCode).toBe(401);
      expect(afterwards.json().error.code).toBe('session_revoked');
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(latest.access_token) })).statusCode,
      ).toBe(401);
    });

    it('lets only one of two concurrent refreshes with the same token through', async () => {
      const { session } = await registeredUser(t);
      const results = await Promise.all(
        [1, 2].map(() =>
          post(t, '/api/auth/token?grant_type=refresh_token', {
            refresh_token: session.refresh_token,
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    });

    it('refuses an expired refresh token, an expired access token and a forged one', async () => {
      const { session } = await registeredUser(t);
      await t.services.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, session.user.id));
      const expired = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: session.refresh_token,
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('refresh_token_expired');

      const live = await registeredUser(t);
      const [family] = await t.services.database.db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, live.session.user.id));
      const stale = await signAccessToken(
        t.services.secrets.authSecret,
        { sub: live.session.user.id, email: live.email, sid: family!.familyId, scope: 'session' },
        Math.floor(Date.now() / 1000) - 10,
      );
      const forged = await signAccessToken(
        new TextEncoder().encode('not the secret, but long enough to sign'),
        { sub: live.session.user.id, email: live.email, sid: family!.familyId, scope: 'session' },
        Math.floor(Date.now() / 1000) + 600,
      );
      for (const token of [stale, forged, 'not-a-jwt', `${live.session.access_token}x`]) {
        const response = await t.app.inject({ url: '/api/me', headers: bearer(token) });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('unauthorized');
      }
      expect((await t.app.inject({ url: '/api/me' })).json()).toEqual({
        error: { code: 'unauthorized', message: 'You need to sign in first.' },
      });
    });

    it('signs out: the session, its access token and its refresh token stop at once', async () => {
      const { session } = await registeredUser(t);
      const other = await signIn(t, session.user.email);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(session.access_token),
      });
      expect(out.statusCode).toBe(204);
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(session.access_token) })).statusCode,
      ).toBe(401);
      const refresh = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: session.refresh_token,
      });
      expect(refresh.statusCode).toBe(401);
      // Another device's session is untouched.
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(other.json().access_token) }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    it('answers the same for a known and an unknown address, and mails only the account', async () => {
      const { email } = await registeredUser(t);
      const ghost = uniqueEmail('ghost');
      const known = await post(t, '/api/auth/recover', { email });
      const unknown = await post(t, '/api/auth/recover', { email: ghost });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(await mailsTo(t, ghost)).toEqual([]);
      const [mail] = await mailsTo(t, email);
      expect(mail!.subject).toBe('Reset your Thistle password');
      const link = linkFrom(mail!.text, `${t.services.config.publicUrl}/reset-password#`);
      const hash = new URLSearchParams(new URL(link).hash.slice(1));
      expect(hash.get('type')).toBe('recovery');
      expect(hash.get('access_token')).toBeTruthy();
      expect(hash.get('refresh_token')).toBeTruthy();
    });

    it('resets with the mailed link once, revokes every session, and swaps old password for new', async () => {
      const { email, session } = await registeredUser(t);
      await post(t, '/api/auth/recover', { email });
      const [mail] = await mailsTo(t, email);
      const hash = new URLSearchParams(
        new URL(linkFrom(mail!.text, `${t.services.config.publicUrl}/reset-password#`)).hash.slice(
          1,
        ),
      );
      const recoveryToken = hash.get('access_token')!;

      // The recovery token can read who it is for, and nothing else.
      const who = await t.app.inject({ url: '/api/auth/user', headers: bearer(recoveryToken) });
      expect(who.statusCode).toBe(200);
      expect(who.json().user.email).toBe(email.toLowerCase());
      const me = await t.app.inject({ url: '/api/me', headers: bearer(recoveryToken) });
      expect(me.statusCode).toBe(401);
      expect(me.json().error.message).toBe('This link can only be used to set a new password.');
      // Its refresh token renews the recovery session while the link is unspent.
      const renewed = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: hash.get('refresh_token'),
      });
      expect(renewed.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(renewed.json().access_token) }))
          .statusCode,
      ).toBe(401);

      const reset = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(recoveryToken),
        payload: { password: 'a brand new one' },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().user.email).toBe(email.toLowerCase());

      const again = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(recoveryToken),
        payload: { password: 'and another one' },
      });
      expect(again.statusCode).toBe(401);
      expect(
        (
          await post(t, '/api/auth/token?grant_type=refresh_token', {
            refresh_token: hash.get('refresh_token'),
          })
        ).statusCode,
      ).toBe(401);
      // Every earlier session is gone.
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(session.access_token) })).statusCode,
      ).toBe(401);
      expect(
        (
          await post(t, '/api/auth/token?grant_type=refresh_token', {
            refresh_token: session.refresh_token,
          })
        ).statusCode,
      ).toBe(401);
      expect((await signIn(t, email)).statusCode).toBe(400);
      expect((await signIn(t, email, 'a brand new one')).statusCode).toBe(200);
      expect((await mailsTo(t, email))[0]!.subject).toBe('Your Thistle password has been changed');
    });

    it('a reset link stops working after its hour', async () => {
      const { email, session } = await registeredUser(t);
      await post(t, '/api/auth/recover', { email });
      const [mail] = await mailsTo(t, email);
      const hash = new URLSearchParams(
        new URL(linkFrom(mail!.text, `${t.services.config.publicUrl}/reset-password#`)).hash.slice(
          1,
        ),
      );
      const [row] = await t.services.database.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.userId, session.user.id))
        .orderBy(desc(emailTokens.createdAt));
      expect(row!.purpose).toBe('reset');
      expect(Math.round((row!.expiresAt.getTime() - Date.now()) / 60_000)).toBe(60);
      await t.services.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.id, row!.id));
      const late = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(hash.get('access_token')!),
        payload: { password: 'too late now' },
      });
      expect(late.statusCode).toBe(401);
      const renew = await post(t, '/api/auth/token?grant_type=refresh_token', {
        refresh_token: hash.get('refresh_token'),
      });
      expect(renew.statusCode).toBe(401);
      expect((await signIn(t, email)).statusCode).toBe(200);
    });

    it('changing the password while signed in keeps this session and ends the others', async () => {
      const { email, session } = await registeredUser(t);
      const other = (await signIn(t, email)).json();
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session.access_token),
        payload: { password: 'changed password' },
      });
      expect(changed.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(session.access_token) })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/me', headers: bearer(other.access_token) })).statusCode,
      ).toBe(401);
      const short = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session.access_token),
        payload: { password: '12345' },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('Password must be at least 6 characters long');
    });
  });

  describe('the signed-in user', () => {
    it("reads and updates only the caller's own record", async () => {
      const a = await registeredUser(t);
      const b = await registeredUser(t);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: bearer(a.session.access_token),
        payload: { first_name: ' Ailsa ', last_name: 'Craig' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({
        id: a.session.user.id,
        first_name: 'Ailsa',
        last_name: 'Craig',
      });
      const bMe = await t.app.inject({ url: '/api/me', headers: bearer(b.session.access_token) });
      expect(bMe.json()).toMatchObject({ id: b.session.user.id, first_name: null });
      // B cannot reach A's record: there is no id to pass, and extra fields are refused.
      const sneaky = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: bearer(b.session.access_token),
        payload: { id: a.session.user.id, first_name: 'Mallory' },
      });
      expect(sneaky.statusCode).toBe(400);
      const aMe = await t.app.inject({ url: '/api/me', headers: bearer(a.session.access_token) });
      expect(aMe.json().first_name).toBe('Ailsa');
    });
  });

  it('documents the auth and account routes in the OpenAPI document (not the dev mailbox)', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/verify',
        '/api/auth/resend',
        '/api/auth/token',
        '/api/auth/logout',
        '/api/auth/recover',
        '/api/auth/user',
        '/api/me',
        '/api/account',
      ]),
    );
    expect(paths.some((p) => p.startsWith('/dev'))).toBe(false);
  });

  describe('the development mailbox', () => {
    it('lists the mail, newest first, with clickable links', async () => {
      const email = uniqueEmail('mailbox');
      await post(t, '/api/auth/signup', { email, password: PASSWORD });
      const list = await t.app.inject('/dev/mailbox');
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      expect(list.headers['content-security-policy']).toContain("script-src 'self'");
      expect(list.body).toContain(email.toLowerCase());
      expect(list.body).toMatch(/<a href="http:\/\/localhost:\d+\/verify-email\?token=/);
      expect(list.body).not.toContain('<script');
      const [mail] = await mailsTo(t, email);
      const one = await t.app.inject(`/dev/mailbox/${mail!.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.body).toContain('Verify your email address for Thistle');
      expect((await t.app.inject(`/dev/mailbox/${mail!.id}/html`)).body).toContain('#5b2a86');
      expect((await t.app.inject('/dev/mailbox/not-a-mail')).statusCode).toBe(404);
    });

    it('answers only requests from this machine', async () => {
      const fromAfar = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.9' });
      expect(fromAfar.statusCode).toBe(404);
      expect(fromAfar.body).not.toContain('Mailbox');
      // A loopback proxy passing on a remote client's request is still a remote request.
      const proxied = await t.app.inject({
        url: '/dev/mailbox',
        headers: { 'x-forwarded-for': '198.51.100.4' },
      });
      expect(proxied.statusCode).toBe(404);
      const v6 = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '::1' });
      expect(v6.statusCode).toBe(200);
    });
  });
});

describe('the development mailbox in production', () => {
  it('is not there', async () => {
    const t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(48),
      DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_URL: 'https://thistle.example',
    });
    try {
      expect((await t.app.inject('/dev/mailbox')).statusCode).toBe(404);
      expect(
        (await t.app.inject('/dev/mailbox/00000000-0000-0000-0000-000000000000')).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});

const low = (max: number) => ({ max, windowSeconds: 600 });
const LOW_LIMITS: AuthRateLimits = {
  signup: { ip: low(4), email: low(2) },
  signin: { ip: low(6), email: low(3) },
  recover: { ip: low(4), email: low(2) },
  resend: { ip: low(4), email: low(2) },
  verify: { ip: low(3) },
};

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { authLimits: LOW_LIMITS });
  });
  afterAll(async () => t?.close());

  const expectLimited = (response: {
    statusCode: number;
    json(): { error: { code: string; message: string } };
    headers: Record<string, unknown>;
  }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Too many attempts\. Please wait (1 minute|\d+ minutes) and try again\.$/,
      ),
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('limits sign-in per email address, whichever address the attempts come from', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, email, 'guess', uniqueIp())).statusCode).toBe(400);
    expectLimited(await signIn(t, email, 'guess', uniqueIp()));
  });

  it('limits sign-in per client address, whichever accounts it tries', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++)
      expect((await signIn(t, uniqueEmail(), 'guess', ip)).statusCode).toBe(400);
    expectLimited(await signIn(t, uniqueEmail(), 'guess', ip));
    expect((await signIn(t, uniqueEmail(), 'guess', uniqueIp())).statusCode).toBe(400);
  });

  it('limits sign-up, forgot password, resend and verify', async () => {
    const email = uniqueEmail();
    const headers = { 'x-forwarded-for': uniqueIp() };
    for (let i = 0; i < 2; i++)
      expect(
        (await post(t, '/api/auth/signup', { email, password: PASSWORD }, headers)).statusCode,
      ).toBe(201);
    expectLimited(await post(t, '/api/auth/signup', { email, password: PASSWORD }, headers));
    for (let i = 0; i < 2; i++)
      expect((await post(t, '/api/auth/recover', { email }, headers)).statusCode).toBe(202);
    expectLimited(await post(t, '/api/auth/recover', { email }, headers));
    for (let i = 0; i < 2; i++)
      expect((await post(t, '/api/auth/resend', { email }, headers)).statusCode).toBe(202);
    expectLimited(await post(t, '/api/auth/resend', { email }, headers));
    for (let i = 0; i < 3; i++)
      expect((await post(t, '/api/auth/verify', { token: `guess-${i}` }, headers)).statusCode).toBe(
        400,
      );
    expectLimited(await post(t, '/api/auth/verify', { token: 'guess-again' }, headers));
  });

  it('holds across processes: two app instances share the count through the database', async () => {
    const second = await createServices(t.services.config, {
      database: t.services.database,
      logger: pino({ level: 'silent' }),
      authLimits: LOW_LIMITS,
    });
    const app2 = await buildApp(second, { serveWeb: false });
    try {
      const email = uniqueEmail();
      const apps = [t.app, app2, t.app];
      for (const app of apps) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/token?grant_type=password',
          payload: { email, password: 'guess' },
          headers: { 'x-forwarded-for': uniqueIp() },
        });
        expect(response.statusCode).toBe(400);
      }
      const fourth = await app2.inject({
        method: 'POST',
        url: '/api/auth/token?grant_type=password',
        payload: { email, password: 'guess' },
        headers: { 'x-forwarded-for': uniqueIp() },
      });
      expectLimited(fourth);
    } finally {
      await app2.close();
      await second.jobs.stop();
    }
  });

  it('keeps the defaults sensible', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS.signin.email.max).toBeLessThanOrEqual(10);
    expect(DEFAULT_AUTH_RATE_LIMITS.signin.ip.max).toBeGreaterThan(
      DEFAULT_AUTH_RATE_LIMITS.signin.email.max,
    );
  });
});

describe('logs keep secrets out', () => {
  it('a sign-up, verification, sign-in, refresh and sign-out log no password, token or hash', async () => {
    let captured = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        captured += chunk.toString();
        done();
      },
    });
    const appLogger = createLogger({ logLevel: 'trace', env: 'development' }, sink);
    const t = await createTestApp('pglite', { LOG_LEVEL: 'trace' }, { logger: appLogger });
    try {
      const email = uniqueEmail('logs');
      const password = 'Sup3r-secret-passw0rd';
      await post(t, '/api/auth/signup', { email, password });
      const token = await verifyTokenFor(t, email);
      await t.app.inject({ url: `/verify-email?token=${token}` });
      await post(t, '/api/auth/verify', { token });
      const session = (await signIn(t, email, password)).json();
      const refreshed = (
        await post(t, '/api/auth/token?grant_type=refresh_token', {
          refresh_token: session.refresh_token,
        })
      ).json();
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(refreshed.access_token),
      });
      await signIn(t, email, 'wrong-Passw0rd-guess');
      const [user] = await t.services.database.db
        .select()
        .from(users)
        .where(eq(users.email, email));
      expect(captured).toContain('incoming request');
      expect(captured).toContain('/verify-email?token=[Redacted]');
      for (const secret of [
        password,
        'wrong-Passw0rd-guess',
        token,
        session.access_token,
        session.refresh_token,
        refreshed.access_token,
        refreshed.refresh_token,
        user!.passwordHash!,
      ]) {
        expect(captured).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
