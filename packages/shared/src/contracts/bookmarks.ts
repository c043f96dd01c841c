import { z } from 'zod';
import { idSchema, postSchema } from './posts.ts';

/** GET /api/bookmarks: the owner's bookmarked posts, most recently bookmarked first. */
export const bookmarksResponseSchema = z.object({ posts: z.array(postSchema) });
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;

/** PUT and DELETE /api/bookmarks/:postId (both idempotent, 204). */
export const bookmarkParamsSchema = z.object({ postId: idSchema('The post id') });
