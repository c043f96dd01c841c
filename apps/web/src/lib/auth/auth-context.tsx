/**
 * The auth context: exactly the members docs/product.md#sessions-in-the-browser lists. The work is done by the
 * AuthController; this file only connects it to React. It is on the landing page's eager
 * path, so it imports React and plain modules only.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getAuthController } from './auth-controller';
import type { Session, UserData } from './auth-types';

export type { AuthUser, Session, UserData } from './auth-types';

export interface AuthContextValue {
  session: Session | null;
  userData: UserData | null;
  userDataLoading: boolean;
  authLoading: boolean;
  subscriptionsConfigured: boolean;
  error: string | null;
  signUp(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  setSession(tokens: { access_token: string; refresh_token: string }): Promise<void>;
  deleteAccount(): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(password: string): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
/** Not one of those members: whether the stored session is still being restored (route guards wait). */
const AuthInitialisingContext = createContext(true);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function useAuthInitialising(): boolean {
  return useContext(AuthInitialisingContext);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const controller = getAuthController();
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );

  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session: state.session,
      userData: state.userData,
      userDataLoading: state.userDataLoading,
      authLoading: state.initialising || state.busy > 0,
      subscriptionsConfigured: state.subscriptionsConfigured,
      error: state.error,
      signUp: controller.signUp,
      signIn: controller.signIn,
      signOut: controller.signOut,
      setSession: controller.setSession,
      deleteAccount: controller.deleteAccount,
      forgotPassword: controller.forgotPassword,
      resetPassword: controller.resetPassword,
    }),
    [state, controller],
  );

  return (
    <AuthInitialisingContext.Provider value={state.initialising}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </AuthInitialisingContext.Provider>
  );
}
