/**
 * Telling owners about new posts that fit them well (docs/product.md#notifications): only the
 * best new post of a rank job's batch, only above NEW_MATCH_MIN_SCORE, and never more than
 * NEW_MATCHES_PER_DAY a day per owner, so a crawl that finds 500 items never floods anyone.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { notifications, type DbExecutor } from '@thistle/db';
import { createNotifications, type NewNotification } from './notifications.ts';

export const NEW_MATCH = 'new_match';
export const NEW_MATCHES_PER_DAY = 3;
/**
 * A post scoring this much is aimed at the owner and meets their needs: on the evaluation set
 * (packages/core/test/ranking) the median eligible item scores 31 and only 3 % reach 50.
 */
export const NEW_MATCH_MIN_SCORE = 50;

const HEADLINE: Record<string, string> = {
  funding: 'New funding you may be eligible for',
  events: 'New event you may want to join',
  'market-insights': 'New market insight for you',
  'courses-guides': 'New guide for you',
};

export function newMatchTitle(category: string, title: string): string {
  return `${HEADLINE[category] ?? 'New for you'}: ${title.trim().replace(/:$/, '')}`;
}

export interface MatchCandidate {
  userId: string;
  postId: string;
  score: number;
  reasons: string[];
  category: string;
  title: string;
}

const londonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Midnight in London on the day `now` falls on, as an instant (GMT or BST as it was then). */
export function startOfLondonDay(now: Date): Date {
  const day = londonDate.format(now);
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // London is UTC+0 in winter and UTC+1 in summer: midnight there is 00:00 or 23:00 UTC.
  const summer = new Date(utcMidnight.getTime() - 3_600_000);
  return londonClock.format(summer) === '00:00' && londonDate.format(summer) === day
    ? summer
    : utcMidnight;
}

/**
 * Notifies each owner of their best candidate that clears the bar, if they have had fewer than
 * NEW_MATCHES_PER_DAY such notifications today. Answers how many were sent.
 */
export async function notifyNewMatches(
  tx: DbExecutor,
  candidates: MatchCandidate[],
  now = new Date(),
): Promise<number> {
  const best = new Map<string, MatchCandidate>();
  for (const candidate of candidates) {
    if (candidate.score < NEW_MATCH_MIN_SCORE) continue;
    const current = best.get(candidate.userId);
    if (!current || candidate.score > current.score) best.set(candidate.userId, candidate);
  }
  if (best.size === 0) return 0;
  const sentToday = await tx
    .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...best.keys()]),
        eq(notifications.type, NEW_MATCH),
        gte(notifications.createdAt, startOfLondonDay(now)),
      ),
    )
    .groupBy(notifications.userId);
  const used = new Map(sentToday.map((row) => [row.userId, Number(row.count)]));
  const outgoing: NewNotification[] = [...best.values()]
    .filter((c) => (used.get(c.userId) ?? 0) < NEW_MATCHES_PER_DAY)
    .map((c) => ({
      userId: c.userId,
      postId: c.postId,
      type: NEW_MATCH,
      title: newMatchTitle(c.category, c.title),
      message: c.reasons.join(' · '),
      createdAt: now,
    }));
  await createNotifications(tx, outgoing);
  return outgoing.length;
}
