/**
 * The owner's tools in Chromium: a Monday report made by the operator's command, listed and
 * read in the app; Add to calendar downloading a calendar file that parses; notification
 * settings that persist across a reload.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { startBrowserApp, stopBrowserApp } from '../support/browser-app.ts';
import { expectNoAxeViolations, openPage } from '../support/browser.ts';
import { giveProfile, signInAs, verifiedOwner } from '../support/owners.ts';
import { runCli, type RunningServer } from '../support/server-process.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';

describe("the owner's tools in Chromium", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ sink, server, browser } = await startBrowserApp({ SAMPLE_CONTENT: 'true' }));
  });
  afterAll(() => stopBrowserApp({ sink, server, browser }));

  const url = (path: string) => `${server.url}${path}`;
  const cli = (...args: string[]) => runCli(server, ...args);

  /** A signed-in owner with a profile and a feed. */
  async function ownerWithProfile(page: Page, tag: string) {
    const email = await verifiedOwner(server, sink, tag);
    await signInAs(page, server, email);
    await giveProfile(page, {
      personalInfo: { name: 'Isla Grant' },
      businessOwner: { support_areas_needed: 'Grants and exporting' },
      businessDetails: {
        business_name: 'Grant Gins',
        business_location: 'Glenrothes, Fife',
        sector: 'Food and drink',
      },
    });
    await expect
      .poll(() => page.locator('main article').count(), { timeout: 20_000 })
      .toBeGreaterThan(2);
    return email;
  }

  it('a Monday report is listed and read in the app', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(url('/'));
    const email = await ownerWithProfile(page, 'report');
    await page.goto(url('/dashboard/reports'));
    await expect.poll(() => page.getByText('Here are your reports.').isVisible()).toBe(true);
    await expect(
      page.getByText(/arrives on Monday \d{1,2} [A-Z][a-z]+ at 7am/).isVisible(),
    ).resolves.toBe(true);
    const sent = await cli('reports', 'send', '--user', email);
    expect(sent.status, sent.stderr).toBe(0);
    await page.reload();
    const link = page.locator('main a[href^="/dashboard/reports/"]').first();
    await expect.poll(() => link.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNoAxeViolations(page);
    await link.click();
    await page.waitForURL(/\/dashboard\/reports\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBeTruthy();
    await expect.poll(() => page.getByText('Isla').first().isVisible()).toBe(true);
    await expect.poll(() => page.locator('main article h2').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const mail = await sink.waitFor(email, { subject: /./, after: 0, timeoutMs: 15_000 });
    expect(mail.html.length).toBeLessThan(100_000);
    await context.close();
  });

  it('Add to calendar downloads a calendar file that parses', async () => {
    const { page, context } = await openPage(browser);
    await ownerWithProfile(page, 'calendar');
    const button = page.getByRole('button', { name: /^Add to calendar/ }).first();
    await expect.poll(() => button.isVisible(), { timeout: 10_000 }).toBe(true);
    // The file is fetched with the bearer header and then saved: waiting on the answer first
    // tells a server refusal apart from a browser that never saved the file.
    const answered = page.waitForResponse((r) => r.url().includes('/calendar.ics'));
    const downloaded = page.waitForEvent('download');
    await button.click();
    const response = await answered;
    expect(response.status(), await response.text()).toBe(200);
    const download = await downloaded;
    const text = readFileSync((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBe(1);
    expect(events[0]!.getFirstPropertyValue('summary')).toBeTruthy();
    await context.close();
  });

  it('notification settings persist across a reload', async () => {
    const { page, context } = await openPage(browser);
    await ownerWithProfile(page, 'settings');
    await page.goto(url('/dashboard/settings'));
    await page.getByRole('button', { name: /Notification Settings/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification Settings' });
    const weekly = dialog.getByRole('switch', { name: 'Monday report' });
    await expect.poll(() => weekly.getAttribute('aria-checked')).toBe('true');
    await weekly.click();
    await expect.poll(() => weekly.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByRole('button', { name: /Notification Settings/ }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Notification Settings' })
          .getByRole('switch', { name: 'Monday report' })
          .getAttribute('aria-checked'),
      )
      .toBe('false');
    await context.close();
  });
});
