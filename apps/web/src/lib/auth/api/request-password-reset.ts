import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/recover: mails a reset link that comes back to /reset-password. */
export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/recover', {
    method: 'POST',
    body: { email },
    auth: false,
  });
