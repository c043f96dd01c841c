import { apiRequest } from '@/lib/api-client';
import type { Session } from '../auth-types';

/** POST /api/auth/token?grant_type=refresh_token: spends the refresh token for a new session. */
export const refreshSession = (refreshToken: string) =>
  apiRequest<Session>('/api/auth/token?grant_type=refresh_token', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    auth: false,
  });
