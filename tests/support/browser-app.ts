/**
 * What a browser test runs against: Thistle as a process whose mail goes to a local SMTP sink,
 * and Chromium. Started together, stopped in reverse.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export interface BrowserApp {
  sink: SmtpSink;
  server: RunningServer;
  browser: Browser;
}

export async function startBrowserApp(env: Record<string, string> = {}): Promise<BrowserApp> {
  const sink = await startSmtpSink();
  const [server, browser] = await Promise.all([
    startServer({ env: { SMTP_URL: sink.url, ...env } }),
    launchBrowser(),
  ]);
  return { sink, server, browser };
}

/** Whatever of the app started, stopped (a failed start leaves some parts undefined). */
export async function stopBrowserApp(app: Partial<BrowserApp>) {
  await app.browser?.close();
  await app.server?.dispose();
  await app.sink?.close();
}
