import { z } from 'zod';
import { idSchema } from './posts.ts';

/** docs/product.md#notifications */
export const NOTIFICATIONS_LIST_MAX = 200;

export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  /** The post it is about, if any. */
  post_id: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first, at most NOTIFICATIONS_LIST_MAX. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationParamsSchema = z.object({ id: idSchema('The notification id') });

/** POST /api/notifications/read-all */
export const readAllResponseSchema = z.object({ updated: z.number().int() });
export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;
