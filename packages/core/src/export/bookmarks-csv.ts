/**
 * The owner's bookmarks as CSV (RFC 4180): a header row, CRLF line ends, every field that holds
 * a comma, a quote, a line break or edge spaces quoted with its quotes doubled. A UTF-8 byte
 * order mark leads, so spreadsheet programs read "£" and accents as written; text fields that
 * a spreadsheet would run as a formula (=, +, -, @) are prefixed with an apostrophe.
 */
import { and, desc, eq } from 'drizzle-orm';
import { bookmarks, items, posts, type Db } from '@thistle/db';
import { PRODUCT_NAME, taxonomyLabel } from '@thistle/shared';

export const BOOKMARKS_CSV_COLUMNS = [
  'bookmarked_at',
  'title',
  'organisation',
  'category',
  'deadline',
  'event_start',
  'amount_max_gbp',
  'link',
  'reason',
] as const;

type Cell = string | number | null;

export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Spreadsheet formula injection: free text that starts like a formula is kept as text. */
export const asText = (value: string | null) =>
  value !== null && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export const csvRow = (cells: Cell[]) => cells.map(csvField).join(',');

export async function bookmarksCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({
      bookmarkedAt: bookmarks.createdAt,
      title: items.title,
      organisation: items.group,
      category: items.category,
      deadline: items.deadline,
      eventStart: items.eventStart,
      amount: items.amountMaxGbp,
      link: items.link,
      reasons: posts.reasons,
    })
    .from(bookmarks)
    .innerJoin(posts, and(eq(posts.id, bookmarks.postId), eq(posts.userId, bookmarks.userId)))
    .innerJoin(items, eq(items.id, posts.itemId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(posts.id));
  const lines = [
    csvRow([...BOOKMARKS_CSV_COLUMNS]),
    ...rows.map((r) =>
      csvRow([
        r.bookmarkedAt.toISOString(),
        asText(r.title),
        asText(r.organisation?.trim() || PRODUCT_NAME),
        taxonomyLabel('category', r.category),
        r.deadline?.toISOString() ?? null,
        r.eventStart?.toISOString() ?? null,
        r.amount,
        r.link,
        asText(r.reasons[0] ?? null),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
