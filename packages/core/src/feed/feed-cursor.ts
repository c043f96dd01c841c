import { z } from 'zod';
import { badRequest } from '@thistle/shared';

/**
 * An opaque page cursor: the last post's sort key and id, so the next page starts strictly
 * after it (keyset pagination). Posts inserted meanwhile land before or after the cursor,
 * never shifting a page, so nothing is shown twice or skipped.
 */
export type CursorOrder = 'rank' | 'closing' | 'newest' | 'search';
export type CursorKeyType = 'real' | 'timestamptz';

/** The text forms the feed query writes keys in; anything else was not written by us. */
const KEY_PATTERNS: Record<CursorKeyType, RegExp> = {
  real: /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i,
  timestamptz: /^(infinity|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)$/,
};

const cursorSchema = z.object({
  o: z.enum(['rank', 'closing', 'newest', 'search']),
  k: z.array(z.string().max(40)).min(1).max(2),
  i: z.uuid(),
});
export type FeedCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export const BAD_CURSOR = 'The cursor is not valid; start again from the first page.';
export const invalidCursor = (message = BAD_CURSOR) => badRequest(message, 'invalid_cursor');

export function decodeCursor(text: string, order: CursorOrder, keys: CursorKeyType[]): FeedCursor {
  let parsed: FeedCursor;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  if (parsed.o !== order || parsed.k.length !== keys.length) {
    throw invalidCursor(
      'The cursor belongs to another sort or search; start again from the first page.',
    );
  }
  if (!keys.every((type, i) => KEY_PATTERNS[type].test(parsed.k[i]!))) throw invalidCursor();
  return parsed;
}
