import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/env.ts';

export interface Secrets {
  /** Signs access tokens (HS256). */
  authSecret: Uint8Array;
  /** Encrypts special-category onboarding answers (AES-256-GCM). */
  dataKey: Buffer;
}

/**
 * Production must configure AUTH_SECRET and DATA_KEY (config refuses to start otherwise). On a
 * developer's machine Thistle makes its own once and keeps them beside the embedded database,
 * so `npm start` needs no set-up and restarts keep sessions and encrypted data readable.
 */
export function resolveSecrets(config: Config): Secrets {
  let stored: { authSecret?: string; dataKey?: string } = {};
  const file = join(config.dataDir, 'secrets.json');
  if ((!config.authSecret || !config.dataKey) && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  }
  const authSecret = config.authSecret ?? stored.authSecret ?? randomBytes(48).toString('base64');
  const dataKey = config.dataKey ?? stored.dataKey ?? randomBytes(32).toString('base64');
  if (!config.authSecret || !config.dataKey) {
    if (stored.authSecret !== authSecret || stored.dataKey !== dataKey) {
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify({ authSecret, dataKey }), { mode: 0o600 });
    }
  }
  return {
    authSecret: new TextEncoder().encode(authSecret),
    dataKey: Buffer.from(dataKey, 'base64'),
  };
}
