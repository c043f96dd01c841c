import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations, launchBrowser, openPage } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

const SUCCESS = "Thank you for joining our waitlist! We'll be in touch soon.";
const DUPLICATE = "This email is already on our waitlist. We'll notify you when we launch!";
const JOINED = "You have joined the waitlist! We'll notify you when we launch!";

/** Records every request that leaves the server's origin (there must be none). */
function offOriginRequests(page: Page, origin: string) {
  const off: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))
      off.push(url);
  });
  return off;
}

/**
 * `/` arrives prerendered; the app then renders over it. Waits until the heading is a node
 * React created (it carries a fiber), so clicks and fake timers reach the live page.
 */
async function gotoApp(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
  });
}

const emailInput = (page: Page) => page.getByLabel('Email address');
const alertText = (page: Page) => page.getByRole('alert').first().textContent();

describe('landing page, waitlist and legal pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({
        env: {
          SUPPORT_EMAIL: 'help@thistle.test',
          CONTROLLER_NAME: 'Thistle Test Ltd',
          CONTROLLER_ADDRESS: '2 Test Wynd, Dundee <DD1 1AA>',
        },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  it('joins the waitlist, keeps the joined state on reload, and says so again from a fresh session', async () => {
    const email = `owner-${Date.now()}@highland-crafts.co.uk`;
    const first = await openPage(browser);
    const off = offOriginRequests(first.page, server.url);
    await gotoApp(first.page, server.url);
    await emailInput(first.page).fill(`  ${email}  `);
    await first.page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => alertText(first.page)).toBe(SUCCESS);
    await expect.poll(() => first.page.getByText(JOINED).isVisible()).toBe(true);
    expect(await first.page.evaluate(() => sessionStorage.getItem('waitlist-joined'))).toBe('true');

    await first.page.reload();
    await expect.poll(() => first.page.getByText(JOINED).isVisible()).toBe(true);
    expect(await emailInput(first.page).count()).toBe(0);
    expect(off).toEqual([]);
    expect(first.consoleErrors).toEqual([]);
    await first.context.close();

    // A new browser context has empty session storage: the server recognises the address.
    const second = await openPage(browser);
    await gotoApp(second.page, server.url);
    await emailInput(second.page).fill(email.toUpperCase());
    await second.page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => alertText(second.page)).toBe(DUPLICATE);
    await expect.poll(() => second.page.getByText(JOINED).isVisible()).toBe(true);
    expect(await second.page.evaluate(() => sessionStorage.getItem('waitlist-joined'))).toBe(
      'true',
    );
    // Chromium logs every 4xx answer; the 409 is the duplicate answer of docs/product.md#waitlist.
    expect(second.consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await second.context.close();
  });

  it('shows the product messages for an empty and an invalid email and sends nothing', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await gotoApp(page, server.url);
    const button = page.getByRole('button', { name: 'Join the waitlist' });
    await button.click();
    await expect.poll(() => alertText(page)).toBe('Please enter your email');
    await emailInput(page).fill('owner@shop');
    await button.click();
    await expect.poll(() => alertText(page)).toBe('Please enter a valid email address');
    await emailInput(page).fill('   ');
    await button.click();
    await expect.poll(() => alertText(page)).toBe('Please enter your email');
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('waitlist-joined'))).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('can be joined with the keyboard alone', async () => {
    const { page, context } = await openPage(browser);
    await gotoApp(page, server.url);
    const isEmailFocused = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'email');
    for (let i = 0; i < 10 && !(await isEmailFocused()); i++) await page.keyboard.press('Tab');
    expect(await isEmailFocused()).toBe(true);
    await page.keyboard.type(`keys-${Date.now()}@example.scot`);
    await page.keyboard.press('Enter');
    await expect.poll(() => alertText(page)).toBe(SUCCESS);
    await context.close();
  });

  it('shows Subscribing... and disables the form while the request is in flight', async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await gotoApp(page, server.url);
    await emailInput(page).fill(`busy-${Date.now()}@example.scot`);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    const busy = page.getByRole('button', { name: 'Subscribing...' });
    await expect.poll(() => busy.isDisabled()).toBe(true);
    expect(await emailInput(page).isDisabled()).toBe(true);
    release();
    await expect.poll(() => alertText(page)).toBe(SUCCESS);
    await context.close();
  });

  it('rotates the carousel every 5 seconds, and its dots pick a slide', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.clock.install();
    await gotoApp(page, server.url);
    const whoFor = page.getByRole('heading', { name: "Who's it for" });
    const different = page.getByRole('heading', { name: 'Built differently' });
    await expect.poll(() => whoFor.isVisible()).toBe(true);
    expect(await different.isVisible()).toBe(false);
    await page.clock.runFor(5000);
    await expect.poll(() => different.isVisible()).toBe(true);
    expect(await whoFor.isVisible()).toBe(false);
    await page.clock.runFor(5000);
    await expect.poll(() => whoFor.isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Slide 2 of 2/ }).click();
    await expect.poll(() => different.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: /^Slide 2 of 2/ }).getAttribute('aria-current'),
    ).toBe('true');
    // Focus is inside the carousel now, so it holds still.
    await page.clock.runFor(15_000);
    expect(await different.isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Slide 1 of 2/ }).click();
    await expect.poll(() => whoFor.isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('does not rotate for people who prefer reduced motion', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoApp(page, server.url);
    const whoFor = page.getByRole('heading', { name: "Who's it for" });
    await expect.poll(() => whoFor.isVisible()).toBe(true);
    await page.clock.runFor(12_000);
    expect(await whoFor.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Start slide rotation' }).isVisible()).toBe(true);
    await context.close();
  });

  it('sends / prerendered, with the configured support address, before any JavaScript runs', async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('What it does');
    expect(html).toContain('href="mailto:help@thistle.test"');
    expect(html).not.toContain('%%THISTLE');
  });

  it('shows the footer from configuration and the four features and cards', async () => {
    const { page, context } = await openPage(browser);
    await gotoApp(page, server.url);
    const mail = page.getByRole('link', { name: 'help@thistle.test' });
    expect(await mail.getAttribute('href')).toBe('mailto:help@thistle.test');
    for (const name of ['LinkedIn', 'Instagram']) {
      const link = page.getByRole('link', { name: new RegExp(`Thistle on ${name}`) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    for (const heading of [
      'Personalised growth support',
      'Weekly actionable reports',
      '700+ live sources',
      'Chat assistant, coming soon',
      'Business Profile Builder',
      'Personal Business Report',
      'AI Agent',
      'AI Chat Assistant',
    ]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(
        1,
      );
    }
    // The default launch date (2025-06-11) has passed: no countdown.
    expect(await page.getByTestId('countdown').count()).toBe(0);
    await context.close();
  });

  it('the logo scrolls to the top on /', async () => {
    const { page, context } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoApp(page, server.url);
    await page.getByRole('link', { name: 'Data privacy' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Thistle home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  for (const width of [320, 1280]) {
    it(`has no axe violation and no horizontal scroll at ${width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        viewport: { width, height: 800 },
      });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoApp(page, server.url);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Thistle');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  for (const [path, title, sections] of [
    ['/terms-and-conditions', 'Terms and conditions', 9],
    ['/data-privacy', 'Data privacy', 8],
  ] as const) {
    it(`${path} renders ${sections} numbered sections, the controller and support contact, under the Back header`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        viewport: { width: 320, height: 800 },
      });
      const off = offOriginRequests(page, server.url);
      await gotoApp(page, server.url);
      await page.getByRole('link', { name: title }).click();
      await page.waitForURL(`${server.url}${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toHaveLength(sections);
      headings.forEach((text, i) => expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
      expect(await page.getByRole('link', { name: 'help@thistle.test' }).count()).toBeGreaterThan(
        0,
      );
      if (path === '/data-privacy') {
        const text = await page.locator('main').textContent();
        expect(text).toContain('Thistle Test Ltd');
        expect(text).toContain('2 Test Wynd, Dundee <DD1 1AA>');
        expect(text).toContain('ico.org.uk');
      }
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL(`${server.url}/`);
      expect(off).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('launch countdown in Chromium (LAUNCH_DATE in the future)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { LAUNCH_DATE: '2027-03-01T09:00' } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  const unit = (page: Page, name: string) => page.locator(`[data-unit="${name}"]`).textContent();

  it('counts down every second before the date and disappears when it arrives', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    // Both clocks read local time on this machine, so the strings mean the same instant.
    const start = new Date('2027-02-27T08:58:58').getTime();
    await page.clock.install({ time: start - 5000 });
    await gotoApp(page, server.url);
    await page.getByTestId('countdown').waitFor();
    await page.clock.pauseAt(start);
    await expect.poll(() => unit(page, 'days')).toBe('02');
    expect(await unit(page, 'hours')).toBe('00');
    expect(await unit(page, 'minutes')).toBe('01');
    expect(await unit(page, 'seconds')).toBe('02');
    await page.clock.runFor(1000);
    await expect.poll(() => unit(page, 'seconds')).toBe('01');
    await page.clock.runFor(1000);
    await expect.poll(() => unit(page, 'minutes')).toBe('01');
    expect(await unit(page, 'seconds')).toBe('00');
    await page.clock.runFor(1000);
    await expect.poll(() => unit(page, 'minutes')).toBe('00');
    expect(await unit(page, 'seconds')).toBe('59');

    // Jump (timers due fire once) rather than replay 172,800 ticks.
    await page.clock.fastForward(2 * 86_400_000);
    expect(await page.getByTestId('countdown').count()).toBe(1); // 00:00:00:59 left
    await page.clock.runFor(59_000);
    await expect.poll(() => page.getByTestId('countdown').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is hidden when the page opens after the date', async () => {
    const { page, context } = await openPage(browser);
    await page.clock.install({ time: new Date('2027-03-01T09:00:01') });
    await gotoApp(page, server.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thistle');
    expect(await page.getByTestId('countdown').count()).toBe(0);
    await context.close();
  });
});
