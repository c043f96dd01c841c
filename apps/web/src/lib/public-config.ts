import { DEFAULT_LAUNCH_DATE } from '@thistle/shared/constants';
import {
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
} from '@thistle/shared/contracts/public-config';

/** The defaults of packages/core/src/config/env.ts, for the Vite dev server (no injection). */
const DEFAULTS: PublicConfig = {
  supportEmail: 'support@thistle.scot',
  launchDate: DEFAULT_LAUNCH_DATE,
  controllerName: 'Thistle Growth Ltd',
  controllerAddress: 'Registered office: 1 Example Street, Edinburgh EH1 1AA',
};

/** Parses the JSON the server injects into index.html; anything missing keeps its default. */
export function parsePublicConfig(text: string | null | undefined): PublicConfig {
  if (!text) return DEFAULTS;
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof PublicConfig, unknown>>;
    const pick = (key: keyof PublicConfig) =>
      typeof parsed[key] === 'string' && parsed[key] !== ''
        ? (parsed[key] as string)
        : DEFAULTS[key];
    return {
      supportEmail: pick('supportEmail'),
      launchDate: pick('launchDate'),
      controllerName: pick('controllerName'),
      controllerAddress: pick('controllerAddress'),
    };
  } catch {
    return DEFAULTS;
  }
}

let cached: PublicConfig | undefined;

/** The build-time prerender (src/prerender.tsx) renders with placeholder values. */
export function setPublicConfig(config: PublicConfig) {
  cached = config;
}

/** Read once: the configuration cannot change while the page is open. */
export function publicConfig(): PublicConfig {
  cached ??= parsePublicConfig(
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent,
  );
  return cached;
}
