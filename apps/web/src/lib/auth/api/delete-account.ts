import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account: removes the user and every row that belongs to them. */
export const deleteAccount = (accessToken: string) =>
  apiRequest<void>('/api/account', { method: 'DELETE', token: accessToken });
