import { z } from 'zod';
import { meResponseSchema } from './auth.ts';
import { notificationSchema } from './notifications.ts';
import { postSchema } from './posts.ts';

/**
 * GET /api/realtime: Server-Sent Events read with fetch and the bearer header
 * (docs/decisions/0019-realtime-over-sse-with-fetch.md). Each event is
 *   id: <event id>\nevent: <table>\ndata: {"op":…,"rows":[…]}\n\n
 * Send the last id seen as the `Last-Event-ID` header to resume without loss. A comment line
 * (`: heartbeat`) arrives every REALTIME_HEARTBEAT_MS.
 */
export const REALTIME_TABLES = ['posts', 'bookmarks', 'notifications', 'users'] as const;
export const REALTIME_OPS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type RealtimeTable = (typeof REALTIME_TABLES)[number];
export type RealtimeOp = (typeof REALTIME_OPS)[number];

export const bookmarkChangeSchema = z.object({ post_id: z.string() });

/** What `rows` holds for each table. */
export const realtimeRowSchemas = {
  posts: postSchema,
  bookmarks: bookmarkChangeSchema,
  notifications: notificationSchema,
  users: meResponseSchema,
} as const;

export interface RealtimeRows {
  posts: z.infer<typeof postSchema>;
  bookmarks: z.infer<typeof bookmarkChangeSchema>;
  notifications: z.infer<typeof notificationSchema>;
  users: z.infer<typeof meResponseSchema>;
}

/** The `data` of an event of table T. */
export interface RealtimeData<T extends RealtimeTable = RealtimeTable> {
  op: RealtimeOp;
  rows: RealtimeRows[T][];
}

export const realtimeDataSchema = z.object({
  op: z.enum(REALTIME_OPS),
  rows: z.array(z.unknown()),
});

/** The optional resume header: the id of the last event the client saw. */
export const realtimeHeadersSchema = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,18}$/, 'Last-Event-ID must be the id of an event this stream sent.')
    .optional(),
});
