import { desc, eq } from 'drizzle-orm';
import { feedback, users, type Db } from '@thistle/db';
import type { FeedbackRequest } from '@thistle/shared';

/** docs/product.md: the Feedback page's message and optional 1–5 score. */
export async function submitFeedback(
  db: Db,
  userId: string,
  input: FeedbackRequest,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(feedback)
    .values({ userId, message: input.message, score: input.score ?? null })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

export interface FeedbackEntry {
  id: string;
  createdAt: string;
  score: number | null;
  email: string;
  message: string;
}

/** For the operator (`thistle feedback list`): newest first. */
export async function listFeedback(db: Db, limit = 50): Promise<FeedbackEntry[]> {
  const rows = await db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      score: feedback.score,
      email: users.email,
      message: feedback.message,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
