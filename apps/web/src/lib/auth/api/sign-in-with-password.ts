import { apiRequest } from '@/lib/api-client';
import type { Session } from '../auth-types';

/** POST /api/auth/token?grant_type=password: email and password for a session. */
export const signInWithPassword = (email: string, password: string) =>
  apiRequest<Session>('/api/auth/token?grant_type=password', {
    method: 'POST',
    body: { email, password },
    auth: false,
  });
