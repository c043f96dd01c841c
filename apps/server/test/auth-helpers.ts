import { desc, eq } from 'drizzle-orm';
import { outbox } from '@thistle/db';
import type { TestApp } from './support.ts';

export const PASSWORD = 'correct horse 7';

let counter = 0;
/** A fresh address per call, so tests in one file never share an account or a limit. */
export const uniqueEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.co.uk`;

/** Each test can pretend to come from its own address (trustProxy honours X-Forwarded-For). */
let ipCounter = 1;
export const uniqueIp = () =>
  `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

export async function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

export async function mailsTo(t: TestApp, email: string) {
  return t.services.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt));
}

export function linkFrom(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in ${text}`);
  return link;
}

export async function verifyTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = (await mailsTo(t, email)).filter((m) => m.subject.startsWith('Verify'));
  if (!mail) throw new Error(`no verification mail for ${email}`);
  const link = linkFrom(mail.text, `${t.services.config.publicUrl}/verify-email?token=`);
  return decodeURIComponent(new URL(link).searchParams.get('token')!);
}

export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; identities: unknown[]; factors: unknown[] };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD, ip = uniqueIp()) {
  return post(
    t,
    '/api/auth/token?grant_type=password',
    { email, password },
    { 'x-forwarded-for': ip },
  );
}

/** Registers, verifies through the mailed token and signs in; returns the session. */
export async function registeredUser(t: TestApp, email = uniqueEmail(), password = PASSWORD) {
  const ip = uniqueIp();
  const signup = await post(t, '/api/auth/signup', { email, password }, { 'x-forwarded-for': ip });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode} ${signup.body}`);
  const token = await verifyTokenFor(t, email);
  const verified = await post(t, '/api/auth/verify', { token }, { 'x-forwarded-for': ip });
  if (verified.statusCode !== 200)
    throw new Error(`verify ${verified.statusCode} ${verified.body}`);
  const response = await signIn(t, email, password, ip);
  if (response.statusCode !== 200)
    throw new Error(`sign in ${response.statusCode} ${response.body}`);
  return { email, password, session: response.json() as TestSession };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
