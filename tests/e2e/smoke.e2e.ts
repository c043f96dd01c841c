import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

describe('smoke: the built app in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('loads / with no console error and no axe violation', async () => {
    const { page, consoleErrors, context } = await openPage(browser);
    await page.goto(server.url);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('follows the route table: /profile and protected pages send a signed-out user to /, unknown paths to /', async () => {
    const { page, context } = await openPage(browser);
    for (const path of [
      '/profile',
      '/dashboard',
      '/dashboard/settings',
      '/onboarding/2',
      '/no/such/page',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/`);
    }
    await context.close();
  });

  it('renders the public legal pages with a Back header', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/terms-and-conditions`);
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
