/**
 * What the server tells the web app about its configuration. It travels inside index.html as
 * `<script type="application/json" id="thistle-config">` (no extra request on first paint, and
 * a non-executable script keeps the CSP at script-src 'self'). Types only: no zod, so nothing
 * heavy enters the landing bundle.
 */
export interface PublicConfig {
  supportEmail: string;
  /** Countdown target, a local date-time such as 2025-06-11T00:00. */
  launchDate: string;
  controllerName: string;
  controllerAddress: string;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'thistle-config';
