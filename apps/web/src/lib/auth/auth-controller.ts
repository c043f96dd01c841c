/**
 * The session's life in the browser, outside React: restoring it on load, refreshing it in the
 * background (a check every 30 s, a refresh when under 90 s remain, retries 200 ms doubling:
 * docs/product.md#sessions-in-the-browser), following sign-in and sign-out in other tabs, and
 * the auth calls (one file each under ./api). Plain TypeScript plus lib/api-client: it is on the landing page's eager path.
 */
import {
  SESSION_REFRESH_CHECK_MS,
  SESSION_REFRESH_MARGIN_S,
  SESSION_REFRESH_RETRY_BASE_MS,
} from '@thistle/shared/constants';
import { ApiError, setAccessTokenSource } from '@/lib/api-client';
import { deleteAccount } from './api/delete-account';
import { getAuthUser } from './api/get-auth-user';
import { getMe } from './api/get-me';
import { refreshSession } from './api/refresh-session';
import { requestPasswordReset } from './api/request-password-reset';
import { signInWithPassword } from './api/sign-in-with-password';
import { signOut } from './api/sign-out';
import { signUp } from './api/sign-up';
import { updatePassword } from './api/update-password';
import type { AuthUser, Session, UserData } from './auth-types';
import {
  SESSION_KEY,
  decodeAccessToken,
  forgetReturnPath,
  readStoredSession,
  storeSession,
} from './session-storage';

export interface AuthState {
  session: Session | null;
  userData: UserData | null;
  userDataLoading: boolean;
  /** True until the stored session has been restored (or found absent). */
  initialising: boolean;
  /** Auth calls in flight (sign in, sign up, sign out, set session). */
  busy: number;
  subscriptionsConfigured: boolean;
  error: string | null;
}

/** Retries for one background refresh: 200, 400, … 12 800 ms, all inside one 30 s check. */
const MAX_REFRESH_RETRIES = 7;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowS = () => Date.now() / 1000;
const isAuthFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export class AuthController {
  private state: AuthState = {
    session: null,
    userData: null,
    userDataLoading: false,
    initialising: true,
    busy: 0,
    subscriptionsConfigured: false,
    error: null,
  };
  private listeners = new Set<() => void>();
  private started = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<Session | null> | undefined;
  /** A password-reset link's session: only for setting the new password, never "signed in". */
  private recovery: Session | null = null;
  private userDataFor: string | undefined;
  /** Set when the user signs out on purpose, so guards do not remember the page they left. */
  deliberateSignOut = false;

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<AuthState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  start() {
    if (this.started) return;
    this.started = true;
    setAccessTokenSource(this.accessToken);
    window.addEventListener('storage', this.onStorage);
    document.addEventListener('visibilitychange', this.onVisible);
    this.timer = setInterval(() => void this.check(), SESSION_REFRESH_CHECK_MS);
    if (this.state.initialising) void this.restore();
  }

  stop() {
    if (!this.started) return;
    this.started = false;
    window.removeEventListener('storage', this.onStorage);
    document.removeEventListener('visibilitychange', this.onVisible);
    clearInterval(this.timer);
    this.set({ subscriptionsConfigured: false });
  }

  /** On load: the stored session, refreshed first if it is about to expire. */
  private async restore() {
    const stored = readStoredSession();
    if (stored && stored.expires_at - nowS() > SESSION_REFRESH_MARGIN_S) {
      this.adopt(stored);
    } else if (stored) {
      this.adopt(stored, false);
      try {
        await this.refreshWithRetry(3);
      } catch {
        // Offline: keep the stored session while its access token is still valid.
        if (stored.expires_at <= nowS()) this.clear();
      }
    }
    this.set({ initialising: false, subscriptionsConfigured: this.started });
  }

  /** Makes `session` the signed-in session: state, storage (and so other tabs), user data. */
  private adopt(session: Session, persist = true) {
    if (persist) storeSession(session);
    this.deliberateSignOut = false;
    this.set({ session, error: null });
    void this.loadUserData(session);
  }

  private clear() {
    storeSession(null);
    this.userDataFor = undefined;
    this.set({ session: null, userData: null, userDataLoading: false });
  }

  private async loadUserData(session: Session, force = false) {
    if (!force && this.userDataFor === session.user.id) return;
    this.userDataFor = session.user.id;
    this.set({ userDataLoading: true });
    try {
      const userData = await getMe();
      if (this.state.session?.user.id === session.user.id) this.set({ userData });
    } catch (error) {
      if (isAuthFailure(error) && this.state.session?.user.id === session.user.id) this.clear();
    } finally {
      this.set({ userDataLoading: false });
    }
  }

  /** Re-reads the signed-in user's record (after a profile edit, say). */
  refreshUserData = async () => {
    if (this.state.session) await this.loadUserData(this.state.session, true);
  };

  /** The api-client's token source: refreshes first when the token is about to lapse. */
  private accessToken = async () => {
    const session = this.state.session;
    if (!session) return undefined;
    if (session.expires_at - nowS() < 10) {
      const fresh = await this.refresh().catch(() => null);
      return fresh?.access_token;
    }
    return session.access_token;
  };

  private onVisible = () => {
    if (document.visibilityState === 'visible') void this.check();
  };

  /** Another tab signed in, refreshed or signed out: follow it. */
  private onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    const next = event.key === null ? null : readStoredSession(event.newValue);
    if (!next) {
      if (this.state.session) {
        this.deliberateSignOut = true;
        this.userDataFor = undefined;
        this.set({ session: null, userData: null });
      }
      return;
    }
    if (next.access_token === this.state.session?.access_token) return;
    this.deliberateSignOut = false;
    this.set({ session: next, error: null });
    void this.loadUserData(next);
  };

  /** The 30-second check: refresh when under 90 s remain. */
  private async check() {
    const session = this.state.session;
    if (!session || session.expires_at - nowS() >= SESSION_REFRESH_MARGIN_S) return;
    await this.refreshWithRetry(MAX_REFRESH_RETRIES).catch(() => undefined);
  }

  private async refreshWithRetry(retries: number) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.refresh();
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(SESSION_REFRESH_RETRY_BASE_MS * 2 ** attempt);
      }
    }
  }

  /**
   * One refresh at a time in this tab, and across tabs under a Web Lock: a tab that gets the
   * lock after another refreshed adopts the stored session rather than spending the same
   * refresh token twice (which the server treats as theft and revokes the session).
   * A 4xx means the session is over: signed out here. Network and 5xx failures throw.
   */
  private refresh(): Promise<Session | null> {
    this.refreshing ??= this.withLock(async () => {
      const current = this.state.session;
      if (!current) return null;
      const stored = readStoredSession();
      if (
        stored &&
        stored.refresh_token !== current.refresh_token &&
        stored.user.id === current.user.id
      ) {
        if (stored.expires_at - nowS() > SESSION_REFRESH_MARGIN_S) {
          this.set({ session: stored });
          return stored;
        }
      }
      const token =
        stored?.user.id === current.user.id ? stored.refresh_token : current.refresh_token;
      try {
        const session = await refreshSession(token);
        if (this.state.session?.user.id !== current.user.id) return null; // signed out meanwhile
        this.adopt(session);
        return session;
      } catch (error) {
        if (isAuthFailure(error)) {
          this.clear();
          return null;
        }
        throw error;
      }
    }).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private withLock<T>(fn: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? (locks.request('thistle-auth-refresh', fn) as Promise<T>) : fn();
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    this.set({ busy: this.state.busy + 1, error: null });
    try {
      return await fn();
    } catch (error) {
      this.set({ error: (error as Error).message });
      throw error;
    } finally {
      this.set({ busy: this.state.busy - 1 });
    }
  }

  // ---- what the auth context offers (docs/product.md#sessions-in-the-browser) ----

  /** Call 2: password sign-in. */
  signIn = (email: string, password: string) =>
    this.run(async () => {
      this.adopt(await signInWithPassword(email, password));
    });

  /** Call 3: sign-up; the server mails a verification link. */
  signUp = (email: string, password: string) =>
    this.run(async () => {
      await signUp(email, password);
    });

  /** Call 4: sign out here and on the server (revokes the session). */
  signOut = () =>
    this.run(async () => {
      const session = this.state.session;
      this.deliberateSignOut = true;
      forgetReturnPath();
      this.clear();
      if (session) {
        await signOut(session.access_token).catch(() => undefined);
      }
    });

  /**
   * Call 6, first half: a session from tokens (the reset link's URL hash). A password-reset
   * session is kept aside for resetPassword and does not sign anyone in.
   */
  setSession = (tokens: { access_token: string; refresh_token: string }) =>
    this.run(async () => {
      let access = tokens.access_token;
      let refresh = tokens.refresh_token;
      let user: AuthUser;
      try {
        ({ user } = await getAuthUser(access));
      } catch (error) {
        if (!isAuthFailure(error) || !refresh) throw error;
        const renewed = await refreshSession(refresh);
        ({ access_token: access, refresh_token: refresh, user } = renewed);
      }
      const claims = decodeAccessToken(access);
      const expiresAt = claims?.exp ?? Math.floor(nowS()) + 60;
      const session: Session = {
        access_token: access,
        refresh_token: refresh,
        expires_at: expiresAt,
        expires_in: Math.max(0, Math.round(expiresAt - nowS())),
        token_type: 'bearer',
        user,
      };
      if (claims?.scope === 'recovery') this.recovery = session;
      else this.adopt(session);
    });

  /** Call 6, second half: the new password, with the reset session or the signed-in one. */
  resetPassword = async (password: string) => {
    const recovery = this.recovery;
    const session = recovery ?? this.state.session;
    if (!session) throw new Error('Auth session missing!');
    await updatePassword(session.access_token, password);
    if (recovery) {
      // A reset from the mailed link signs out every session, this browser's included.
      this.recovery = null;
      this.deliberateSignOut = true;
      if (this.state.session) this.clear();
    }
  };

  /** Call 5: mails a reset link that comes back to /reset-password. */
  forgotPassword = async (email: string) => {
    await requestPasswordReset(email);
  };

  /** Call 14: deletes the account; then the stored session and token are cleared. */
  deleteAccount = async () => {
    const session = this.state.session;
    if (!session) throw new Error('No active session');
    await deleteAccount(session.access_token);
    this.deliberateSignOut = true;
    forgetReturnPath();
    this.clear();
  };
}

let controller: AuthController | undefined;
export function getAuthController(): AuthController {
  controller ??= new AuthController();
  return controller;
}
