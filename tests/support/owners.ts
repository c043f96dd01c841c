/**
 * Owners for browser tests: an account registered and verified over HTTP (the accounts tests
 * cover those screens), then signed in through the real login page.
 */
import type { Page } from 'playwright-core';
import type { RunningServer } from './server-process.ts';
import { linkIn, type SmtpSink } from './smtp-sink.ts';

export const OWNER_PASSWORD = 'heather-and-gorse';
let n = 0;
export const ownerEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${n++}@example.scot`;

/** A registered, verified account; returns its email. */
export async function verifiedOwner(server: RunningServer, sink: SmtpSink, tag: string) {
  const email = ownerEmail(tag);
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: OWNER_PASSWORD }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const mail = await sink.waitFor(email, { subject: /^Verify your email/ });
  const token = new URL(linkIn(mail, `${server.url}/verify-email?token=`)).searchParams.get(
    'token',
  )!;
  const verify = await fetch(`${server.url}/api/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}`);
  return email;
}

/** Signs in on the login page and waits for the dashboard. */
export async function signInAs(page: Page, server: RunningServer, email: string) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
}

/** Gives the signed-in page's owner a profile, as the onboarding form would. */
export async function giveProfile(page: Page, data: Record<string, Record<string, string>>) {
  const status = await page.evaluate(async (body) => {
    const session = JSON.parse(localStorage.getItem('thistle-auth-token')!) as {
      access_token: string;
    };
    const response = await fetch('/api/onboarding/data', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: body }),
    });
    return response.status;
  }, data);
  if (status !== 200) throw new Error(`profile ${status}`);
}
