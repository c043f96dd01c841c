import { apiRequest } from '@/lib/api-client';

/** PUT /api/auth/user: sets a new password for the token's user. */
export const updatePassword = (accessToken: string, password: string) =>
  apiRequest<unknown>('/api/auth/user', {
    method: 'PUT',
    body: { password },
    token: accessToken,
  });
