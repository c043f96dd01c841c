/**
 * Onboarding in Chromium against a real Thistle process: the chat to Continue, the overlay, the
 * profile and its summary, Regenerate, Reset, the form, and axe on every one of those pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startBrowserApp, stopBrowserApp } from '../support/browser-app.ts';
import { expectNoAxeViolations, openPage } from '../support/browser.ts';
import { signInAs, verifiedOwner } from '../support/owners.ts';
import type { RunningServer } from '../support/server-process.ts';
import type { SmtpSink } from '../support/smtp-sink.ts';

const DESCRIPTION =
  "We're Bothy Bakes, a small craft bakery on the High Street in Peebles. My partner and I started it in 2021 and there are five of us now, two part-time. We bake sourdough, pastries and celebration cakes, and sell through our shop, a Saturday farmers' market and wholesale to three cafes in the Borders. We want to open a second shop in Galashiels next year.";

describe('onboarding in Chromium', () => {
  let sink: SmtpSink;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ sink, server, browser } = await startBrowserApp());
  });
  afterAll(() => stopBrowserApp({ sink, server, browser }));

  const url = (path: string) => `${server.url}${path}`;
  const bubbles = (page: Page) => page.locator('section[aria-label="Conversation"] li');

  async function send(page: Page, text: string) {
    const before = await bubbles(page).count();
    await page.getByLabel('Your message').fill(text);
    await page.keyboard.press('Enter');
    // The owner's bubble, then the reply.
    await expect
      .poll(() => bubbles(page).count(), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(before + 2);
    await expect.poll(() => page.getByText('Thinking...').count()).toBe(0);
  }

  it('chat → Continue → overlay → profile with the summary → edit it → Regenerate', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const email = await verifiedOwner(server, sink, 'chat');
    await signInAs(page, server, email);
    await page.goto(url('/onboarding'));
    await expect
      .poll(() => page.getByRole('heading', { name: `Hey, ${email.split('@')[0]}` }).isVisible())
      .toBe(true);
    expect(await bubbles(page).count()).toBe(4);
    await expectNoAxeViolations(page);

    await send(page, DESCRIPTION);
    await expect
      .poll(() => bubbles(page).last().textContent())
      .toMatch(/I've filled in \d+ things from that/);
    await send(page, 'Catriona Hay');
    await expect
      .poll(() => bubbles(page).last().textContent())
      .toContain('Lovely to meet you, Catriona!');
    // Quick replies answer with a click.
    await page
      .getByRole('group', { name: 'Suggested answers' })
      .getByRole('button', { name: 'Prefer not to say' })
      .click();
    await expect.poll(() => bubbles(page).last().textContent()).toContain("you'd rather not say");

    // Skip the rest until the profile is ready.
    for (
      let i = 0;
      i < 45 && !(await page.getByRole('button', { name: 'Continue' }).isVisible());
      i++
    ) {
      await send(page, 'skip');
    }
    await expect.poll(() => page.getByRole('button', { name: 'Continue' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Hold the summary call a moment, so the overlay can be seen doing its work.
    let release = () => {};
    await page.route('**/api/functions/ai-profile', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Generating Your Profile' }).isVisible())
      .toBe(true);
    expect(await page.getByText('This may take up to 30 seconds.').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: 'Analyzing your information...' })
        .isVisible(),
    ).toBe(true);
    release();
    await page.waitForURL(url('/dashboard/profile'));
    await expect.poll(() => page.getByText('Catriona Hay runs Bothy Bakes').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Peebles').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Edit the summary, save, and it sticks after a reload.
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Summary' }).click();
    await page.getByLabel('Profile summary').fill('Catriona bakes the best sourdough in Peebles.');
    expect(await page.getByRole('button', { name: 'Discard Changes' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully!').isVisible()).toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByText('Catriona bakes the best sourdough in Peebles.').isVisible())
      .toBe(true);
    // The tags came from the answers: Peebles is in the South of Scotland.
    await expect
      .poll(() => page.getByText('South of Scotland (Borders, Dumfries & Galloway)').isVisible())
      .toBe(true);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Regenerate Profile' }).click();
    await page.waitForURL(url('/onboarding'));
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('Reset clears everything and replays the welcome messages', async () => {
    const { page, context } = await openPage(browser);
    const email = await verifiedOwner(server, sink, 'reset');
    await signInAs(page, server, email);
    await page.goto(url('/onboarding'));
    await send(page, 'hello');
    await send(page, 'Rab Nesbitt');
    expect(await bubbles(page).count()).toBe(8);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Restart onboarding? All progress will be lost.');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => bubbles(page).count()).toBe(4);
    await expect.poll(() => page.getByText('0% complete').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => bubbles(page).count()).toBe(4);
    await context.close();
  });

  it('the form completes a profile the chat would have', async () => {
    const { page, context } = await openPage(browser);
    const email = await verifiedOwner(server, sink, 'form');
    await signInAs(page, server, email);
    await page.goto(url('/onboarding/1'));
    await expect
      .poll(() => page.getByRole('heading', { name: 'Personal Information' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel('Your name').fill('Morven Blair');
    await page.getByRole('button', { name: 'Next: Workspace Setup' }).click();
    await page.waitForURL(url('/onboarding/2'));
    await page.getByLabel('Business name').fill('Blair Knitwear');
    await page.getByLabel('Where the business is based').fill('Hawick');
    await page.getByLabel('Stage of the business').selectOption('Start-up');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next: Final Steps' }).click();
    await page.waitForURL(url('/onboarding/3'));
    await page.getByLabel('Areas where you want support').fill('Exporting to Japan');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(url('/onboarding/2'));
    expect(await page.getByLabel('Business name').inputValue()).toBe('Blair Knitwear');
    await page.getByRole('button', { name: 'Next: Final Steps' }).click();
    await page.getByLabel('Areas where you want support').fill('Exporting to Japan');
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(url('/dashboard'));
    await page.goto(url('/dashboard/profile'));
    await expect.poll(() => page.getByText('Export & International Trade').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('South of Scotland (Borders, Dumfries & Galloway)').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Go to Onboarding' }).isVisible())
      .toBe(true);
    await context.close();
  });
});
