/**
 * Where the session lives in the browser: the whole session in local storage (so every tab
 * and a reload share it) and its user in session storage under 'user-session' (docs/product.md#sessions-in-the-browser).
 * Plain TypeScript: this is on the landing page's eager path.
 */
import type { Session } from './auth-types';

export const SESSION_KEY = 'thistle-auth-token';
export const USER_SESSION_KEY = 'user-session';
const RETURN_KEY = 'thistle-return-to';

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return (
    !!s &&
    typeof s.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number' &&
    typeof s.user?.id === 'string' &&
    typeof s.user?.email === 'string'
  );
}

/** The stored session; corrupt data is removed (docs/product.md#sessions-in-the-browser). */
export function readStoredSession(raw = safeGet(localStorage, SESSION_KEY)): Session | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSession(parsed)) return parsed;
  } catch {
    // fall through: corrupt
  }
  safeRemove(localStorage, SESSION_KEY);
  safeRemove(sessionStorage, USER_SESSION_KEY);
  return null;
}

export function storeSession(session: Session | null) {
  if (session) {
    safeSet(localStorage, SESSION_KEY, JSON.stringify(session));
    safeSet(sessionStorage, USER_SESSION_KEY, JSON.stringify(session.user));
  } else {
    safeRemove(localStorage, SESSION_KEY);
    safeRemove(sessionStorage, USER_SESSION_KEY);
  }
}

/** Only a path on this site: never `//elsewhere` or a full URL (no open redirect). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

export function rememberReturnPath(path: string) {
  if (safeReturnPath(path)) safeSet(sessionStorage, RETURN_KEY, path);
}

/** Where a signed-in user goes next: where they came from, else the dashboard. */
export function returnPath(fromState: unknown): string {
  return (
    safeReturnPath(fromState) ?? safeReturnPath(safeGet(sessionStorage, RETURN_KEY)) ?? '/dashboard'
  );
}

export function forgetReturnPath() {
  safeRemove(sessionStorage, RETURN_KEY);
}

/** The claims of a JWT access token, unverified (the server verifies; this reads exp and scope). */
export function decodeAccessToken(token: string): { exp?: number; scope?: string } | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    return JSON.parse(json) as { exp?: number; scope?: string };
  } catch {
    return null;
  }
}

// Storage can throw (private mode, quota, disabled cookies): the app must still work.
function safeGet(storage: Storage, key: string) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function safeSet(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // ignore
  }
}
function safeRemove(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // ignore
  }
}
