import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/signup: creates the account; the server mails the verification link. */
export const signUp = (email: string, password: string) =>
  apiRequest<{ message: string }>('/api/auth/signup', {
    method: 'POST',
    body: { email, password },
    auth: false,
  });
