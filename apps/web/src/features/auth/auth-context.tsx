import { createContext, useContext, type ReactNode } from 'react';

/**
 * The spec's auth context (section 3). The accounts feature fills in the real implementation;
 * until a session exists every member reports "signed out".
 */
export interface AuthUser {
  id: string;
  email: string;
  identities: unknown[];
  factors: { factor_type: string; status: string }[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
}

export interface UserData {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  summary: string | null;
}

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

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

const notReady = async () => {
  throw new Error('Accounts are not available yet.');
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const value: AuthContextValue = {
    session: null,
    userData: null,
    userDataLoading: false,
    authLoading: false,
    subscriptionsConfigured: false,
    error: null,
    signUp: notReady,
    signIn: notReady,
    signOut: async () => {},
    setSession: notReady,
    deleteAccount: notReady,
    forgotPassword: notReady,
    resetPassword: notReady,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
