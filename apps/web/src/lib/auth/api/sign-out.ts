import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/logout: revokes the session the token belongs to. */
export const signOut = (accessToken: string) =>
  apiRequest<void>('/api/auth/logout', { method: 'POST', token: accessToken });
