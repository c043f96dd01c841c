import { apiRequest } from '@/lib/api-client';
import type { UserData } from '../auth-types';

/** GET /api/me: the signed-in user's record (names and profile summary). */
export const getMe = () => apiRequest<UserData>('/api/me');
