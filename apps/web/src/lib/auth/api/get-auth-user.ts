import { apiRequest } from '@/lib/api-client';
import type { AuthUser } from '../auth-types';

/** GET /api/auth/user: whose token this is (a reset link's token included). */
export const getAuthUser = (accessToken: string) =>
  apiRequest<{ user: AuthUser }>('/api/auth/user', { token: accessToken });
