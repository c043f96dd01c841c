import { and, inArray, isNotNull } from 'drizzle-orm';
import { items, posts, users, type Db } from '@thistle/db';
import { REGION_IDS, taxonomy, taxonomyLabel } from '@thistle/shared';
import { publishChanges } from '../realtime/publish-change.ts';
import { postsByOwner } from './post-view.ts';

/**
 * BASELINE ranking: the hand-off from the agent to users' feeds until the ranking issue
 * replaces it with the real scorer (per-user weights from likes and ratings, topic needs).
 * It only keeps what must hold already: an item reaches a verified user unless the user's
 * profile contradicts it (region, stage, sector), with plain reasons and a plain score.
 */

const parentOf = new Map(taxonomy.region.map((r) => [r.id, r.parent]));
const UK_REGIONS = new Set(REGION_IDS.filter((id) => id !== 'international'));

export interface RankableItem {
  regions: string[];
  stages: string[];
  sectors: string[];
  topics: string[];
  deadline: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface RankableUser {
  regions: string[];
  stage: string | null;
  sectors: string[];
  topicsNeeded: string[];
}

const regionLabel = (id: string) => taxonomyLabel('region', id).replace(/ \(all\)$/, '');
const regionList = (ids: string[]) => ids.map(regionLabel).join(', ');

/** Why an item's regions fit a user's, or null when they contradict. */
export function regionReason(itemRegions: string[], userRegions: string[]): string | null {
  if (itemRegions.length === 0) return 'Open to businesses anywhere';
  if (
    itemRegions.includes('uk') &&
    (userRegions.length === 0 || userRegions.some((r) => UK_REGIONS.has(r)))
  ) {
    return 'Open to businesses across the UK';
  }
  // A user who has not said where they are is not ruled out of anything.
  if (userRegions.length === 0) return `For businesses in ${regionList(itemRegions)}`;
  for (const region of userRegions) {
    if (itemRegions.includes(region)) {
      return parentOf.get(region) || region === 'uk'
        ? `For businesses in ${regionLabel(region)}`
        : `Open to businesses across ${regionLabel(region)}`;
    }
    const parent = parentOf.get(region);
    if (parent && itemRegions.includes(parent))
      return `Open to businesses across ${regionLabel(parent)}`;
    // A user who only said "Scotland" may be anywhere in it: a regional item is not ruled out.
    if (itemRegions.some((r) => parentOf.get(r) === region)) {
      return `For businesses in ${regionList(itemRegions.filter((r) => parentOf.get(r) === region))}`;
    }
  }
  // Trade missions and overseas programmes are open to UK businesses wherever they are.
  if (itemRegions.includes('international')) return 'An opportunity outside the UK';
  return null;
}

/** Reasons and a score, or null when the profile rules the item out. */
export function baselineMatch(
  item: RankableItem,
  user: RankableUser,
  now = new Date(),
): { score: number; reasons: string[] } | null {
  if (item.deadline && item.deadline.getTime() < now.getTime()) return null;
  const region = regionReason(item.regions, user.regions);
  if (!region) return null;
  const reasons = [region];
  if (user.stage && item.stages.length > 0) {
    if (!item.stages.includes(user.stage)) return null;
    reasons.push(`Suits a business at the ${taxonomyLabel('stage', user.stage)} stage`);
  }
  if (user.sectors.length > 0 && item.sectors.length > 0) {
    const shared = user.sectors.filter((s) => item.sectors.includes(s));
    if (shared.length === 0) return null;
    reasons.push(`For ${shared.map((s) => taxonomyLabel('sector', s)).join(', ')}`);
  } else if (item.sectors.length === 0) {
    reasons.push('Open to all sectors');
  }
  const topics = user.topicsNeeded.filter((t) => item.topics.includes(t));
  if (topics.length > 0) {
    reasons.push(
      `Matches your interest in ${topics.map((t) => taxonomyLabel('topic', t)).join(', ')}`,
    );
  }
  return { score: baselineScore(item, now) + 0.2 * Math.min(topics.length, 2), reasons };
}

/**
 * Freshness (1 today, fading over 30 days) plus deadline urgency (up to 1 when the deadline
 * is days away, nothing beyond eight weeks).
 */
export function baselineScore(item: RankableItem, now = new Date()): number {
  const published = item.publishedAt ?? item.createdAt;
  const ageDays = Math.max(0, (now.getTime() - published.getTime()) / 86_400_000);
  const freshness = Math.max(0, 1 - ageDays / 30);
  let urgency = 0;
  if (item.deadline) {
    const daysLeft = (item.deadline.getTime() - now.getTime()) / 86_400_000;
    if (daysLeft >= 0 && daysLeft <= 56) urgency = 1 - daysLeft / 56;
  }
  return Math.round((freshness + urgency) * 1000) / 1000;
}

/** Owners are written in transactions of about this many posts (never splitting an owner). */
const FAN_OUT_BATCH_POSTS = 2000;

type NewPost = { userId: string; itemId: string; score: number; reasons: string[] };

/**
 * Posts the given items to every verified user they fit; idempotent (one post per user and
 * item). Each owner's new posts reach their open dashboards as ONE posts INSERT event, written
 * in the same transaction as the posts; owners are grouped into few transactions, so a batch
 * costs a handful of commits rather than one per owner.
 */
export async function fanOutItems(db: Db, itemIds: string[], now = new Date()): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db.select().from(items).where(inArray(items.id, itemIds));
  const people = await db
    .select({
      id: users.id,
      regions: users.regions,
      stage: users.stage,
      sectors: users.sectors,
      topicsNeeded: users.topicsNeeded,
    })
    .from(users)
    .where(and(isNotNull(users.emailVerifiedAt)));
  let created = 0;
  let batch: NewPost[] = [];
  for (const user of people) {
    for (const item of rows) {
      const match = baselineMatch(item, user, now);
      if (match) batch.push({ userId: user.id, itemId: item.id, ...match });
    }
    if (batch.length >= FAN_OUT_BATCH_POSTS) {
      created += await insertPostsAndAnnounce(db, batch);
      batch = [];
    }
  }
  return created + (await insertPostsAndAnnounce(db, batch));
}

async function insertPostsAndAnnounce(db: Db, values: NewPost[]): Promise<number> {
  if (values.length === 0) return 0;
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await tx
        .insert(posts)
        .values(values.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: posts.id });
      ids.push(...inserted.map((p) => p.id));
    }
    const byOwner = await postsByOwner(tx, ids);
    await publishChanges(
      tx,
      'posts',
      'INSERT',
      [...byOwner].map(([userId, rows]) => ({ userId, rows })),
    );
    return ids.length;
  });
}
