/**
 * `node --import tsx scripts/screenshot.ts [path] [out.png]`: starts Thistle on a throw-away data
 * directory and saves a screenshot of a page, for the README and for looking at the UI.
 */
import { launchBrowser, openPage } from '../tests/support/browser.ts';
import { startServer } from '../tests/support/server-process.ts';

const [path = '/', out = 'docs/screenshot.png', width = '1280', height = '800'] =
  process.argv.slice(2);
const server = await startServer({
  env: { SAMPLE_CONTENT: process.env.SAMPLE_CONTENT ?? 'false' },
});
const browser = await launchBrowser();
try {
  const { page } = await openPage(browser, {
    viewport: { width: Number(width), height: Number(height) },
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: out, fullPage: false });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  await server.dispose();
}
