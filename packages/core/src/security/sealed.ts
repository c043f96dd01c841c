import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Special-category answers and the chat that holds them are stored sealed: AES-256-GCM with
 * DATA_KEY, a fresh 96-bit IV per value, the tag checked on open. "v1:" leaves room to rotate.
 */
const VERSION = 'v1';

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, payload] = sealed.split(':', 2);
  if (version !== VERSION || !payload) throw new Error('Unknown sealed-value format');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

export const sealJson = (key: Buffer, value: unknown) => seal(key, JSON.stringify(value));
export const unsealJson = <T>(key: Buffer, sealed: string): T =>
  JSON.parse(unseal(key, sealed)) as T;
