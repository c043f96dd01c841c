/**
 * Accounts end to end in Chromium, through the real mail path: Thistle runs as a process with
 * SMTP_URL pointing at a local SMTP sink, and every link a test opens is the one that was mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBrowserApp, stopBrowserApp } from '../support/browser-app.ts';
import { expectNoAxeViolations, openPage } from '../support/browser.ts';
import { OWNER_PASSWORD as PASSWORD, ownerEmail as newEmail } from '../support/owners.ts';
import type { RunningServer } from '../support/server-process.ts';
import { linkIn, type SmtpSink } from '../support/smtp-sink.ts';

describe('accounts in Chromium, with mail through a real SMTP server', () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ sink, server, browser } = await startBrowserApp());
  });
  afterAll(() => stopBrowserApp({ sink, server, browser }));

  const url = (path: string) => `${server.url}${path}`;

  async function register(page: Page, email: string, password = PASSWORD) {
    await page.goto(url('/register'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(url('/verify-email'));
  }

  async function verifyByMail(page: Page, email: string) {
    const mail = await sink.waitFor(email, { subject: /^Verify your email/ });
    await page.goto(linkIn(mail, url('/verify-email?token=')));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Email verified' }).isVisible())
      .toBe(true);
  }

  async function login(page: Page, email: string, password = PASSWORD) {
    if (!page.url().endsWith('/login')) await page.goto(url('/login'));
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  async function signedUpUser(page: Page, tag: string) {
    const email = newEmail(tag);
    await register(page, email);
    await verifyByMail(page, email);
    await login(page, email);
    await page.waitForURL(url('/dashboard'));
    return email;
  }

  it('register → mailed link → sign in → dashboard → reload stays signed in → sign out', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const email = newEmail('journey');
    await register(page, email);
    await expect.poll(() => page.getByText('Waiting for verification...').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await expect.poll(() => page.getByText('Verification email resent').isVisible()).toBe(true);

    // Before verifying, sign-in is refused with a clear message.
    await login(page, email);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please verify your email address before signing in');

    await verifyByMail(page, email);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL(url('/login'));
    await login(page, email);
    await page.waitForURL(url('/dashboard'));
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(email, 'i') }).isVisible())
      .toBe(true);

    const stored = await page.evaluate(() => ({
      session: JSON.parse(localStorage.getItem('thistle-auth-token') ?? 'null'),
      user: JSON.parse(sessionStorage.getItem('user-session') ?? 'null'),
    }));
    expect(stored.session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email },
    });
    expect(stored.user).toMatchObject({ email, identities: expect.any(Array), factors: [] });

    await page.reload();
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(email, 'i') }).isVisible())
      .toBe(true);
    expect(page.url()).toBe(url('/dashboard'));

    // Signed in, /login, /register and / all lead to the dashboard.
    for (const path of ['/login', '/register', '/']) {
      await page.goto(url(path));
      await page.waitForURL(url('/dashboard'));
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));
    expect(await page.evaluate(() => localStorage.getItem('thistle-auth-token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('user-session'))).toBeNull();
    await page.goto(url('/dashboard'));
    await page.waitForURL(url('/'));
    // The one expected console error is the refused (403) sign-in.
    expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await context.close();
  });

  it("a wrong password shows the product's message", async () => {
    const { page, context } = await openPage(browser);
    const email = await signedUpUser(page, 'wrong');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));
    await login(page, email, 'not-my-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    await page.getByLabel('Email', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email and password are required');
    await context.close();
  });

  it('forgot → mailed link → reset → old password refused, new one accepted', async () => {
    const { page, context } = await openPage(browser);
    const email = await signedUpUser(page, 'reset');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));

    await page.goto(url('/forgot-password'));
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email is required');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expect
      .poll(() =>
        page.getByText('Password reset instructions have been sent to your email.').isVisible(),
      )
      .toBe(true);

    const mail = await sink.waitFor(email, { subject: /^Reset your Thistle password/ });
    const link = linkIn(mail, url('/reset-password#'));
    expect(link).toContain('type=recovery');
    await page.goto(link);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Reset password' }).isVisible())
      .toBe(true);
    // The tokens leave the address bar at once.
    await expect.poll(() => page.url()).toBe(url('/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Passwords do not match');
    await page.getByLabel('Confirm password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Password must be at least 6 characters long');
    const newPassword = 'thistle-and-saltire';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    const started = Date.now();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect
      .poll(() =>
        page.getByText('Password has been reset successfully. Redirecting to login...').isVisible(),
      )
      .toBe(true);
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);

    await login(page, email, PASSWORD);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    await login(page, email, newPassword);
    await page.waitForURL(url('/dashboard'));

    // The link worked once: opening it again cannot start a reset.
    const { page: again, context: otherContext } = await openPage(browser);
    await again.goto(link);
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toBe('Failed to initialize password reset. Please try again.');
    await otherContext.close();
    await context.close();
  });

  it('a protected page sends a signed-out user to / and, after sign-in, back to it', async () => {
    const { page, context } = await openPage(browser);
    const email = await signedUpUser(page, 'return');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));
    await page.goto(url('/dashboard/settings'));
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL(url('/login'));
    await login(page, email);
    await page.waitForURL(url('/dashboard/settings'));
    await context.close();
  });

  it('follows sign-in and sign-out across tabs', async () => {
    const { page, context } = await openPage(browser);
    await signedUpUser(page, 'tabs');
    const second = await context.newPage();
    await second.goto(url('/dashboard/settings'));
    await expect
      .poll(() => second.getByRole('heading', { name: 'Settings' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL(url('/'));
    await context.close();
  });

  it('refreshes the session in the background before it expires', async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install();
    await signedUpUser(page, 'refresh');
    const before = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('thistle-auth-token')!),
    );
    // 14 minutes on: under 90 s of the 15-minute token remain, and the 30-second check refreshes.
    await page.clock.fastForward('14:00');
    await page.clock.runFor(31_000);
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => JSON.parse(localStorage.getItem('thistle-auth-token')!)))
            .refresh_token,
      )
      .not.toBe(before.refresh_token);
    await page.reload();
    await expect.poll(() => page.url()).toBe(url('/dashboard'));
    await context.close();
  });

  it('Register checks its fields with the product messages', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/register'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('All fields are required');
    await page.getByLabel('Email', { exact: true }).fill(newEmail('validation'));
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password', { exact: true }).fill('abcdeg');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'characters' }).textContent())
      .toBe('Password must be at least 6 characters long');
    // The show/hide toggle reveals the password.
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await context.close();
  });

  it('delete account → signed out at / and the address can register again', async () => {
    const { page, context } = await openPage(browser);
    const email = await signedUpUser(page, 'delete');
    await page.goto(url('/dashboard/settings'));
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL(url('/'));
    await expect.poll(() => page.getByText('Account deleted successfully').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('thistle-auth-token'))).toBeNull();

    await login(page, email);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    const mailsBefore = sink.messages.length;
    await register(page, email);
    const again = await sink.waitFor(email, { subject: /^Verify your email/, after: mailsBefore });
    expect(again.text).toContain('/verify-email?token=');
    await context.close();
  });

  it('a reset link that cannot start a session disables the form and says what to do', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/reset-password#access_token=forged&refresh_token=also-forged'));
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Failed to initialize password reset. Please try again.');
    expect(await page.getByRole('textbox', { name: 'New password' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(url('/forgot-password'));
    await context.close();
  });

  it('Back on a legal page opened in a new tab stays on the site', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/data-privacy'));
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(url('/'));
    await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
    await context.close();
  });

  it('the auth pages have no axe violations', async () => {
    const { page, context } = await openPage(browser);
    for (const path of [
      '/login',
      '/register',
      '/verify-email',
      '/forgot-password',
      '/reset-password',
    ]) {
      await page.goto(url(path));
      await expect.poll(() => page.locator('h1').first().isVisible()).toBe(true);
      await expectNoAxeViolations(page);
    }
    await context.close();
  });

  it('the dev mailbox shows the mail a local run would have sent', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/dev/mailbox'));
    await expect.poll(() => page.getByRole('heading', { name: /^Mailbox/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
