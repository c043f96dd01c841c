/**
 * What the ranking jobs read from the database: items with the columns the scorer needs,
 * verified owners a page at a time, and the word rarity of recent items.
 */
import { and, asc, desc, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { items, users, type Db, type DbExecutor } from '@thistle/db';
import type { RankableItem, RankableOwner } from './prepare.ts';
import { measureWordRarity, type WordRarity } from './word-rarity.ts';

export const rankableItemColumns = {
  id: items.id,
  title: items.title,
  body: items.body,
  category: items.category,
  group: items.group,
  regions: items.regions,
  stages: items.stages,
  sectors: items.sectors,
  topics: items.topics,
  deadline: items.deadline,
  eventStart: items.eventStart,
  eventEnd: items.eventEnd,
  amountMaxGbp: items.amountMaxGbp,
  publishedAt: items.publishedAt,
  createdAt: items.createdAt,
};

export async function readItems(db: DbExecutor, where: SQL): Promise<RankableItem[]> {
  return db.select(rankableItemColumns).from(items).where(where);
}

/** New items with the rest of what a Post shows, so the rank job need not read its posts back. */
export async function readItemsForPosts(db: DbExecutor, where: SQL) {
  return db
    .select({
      ...rankableItemColumns,
      link: items.link,
      subgroup: items.subgroup,
      companyLogo: items.companyLogo,
      location: items.location,
      isSample: items.isSample,
    })
    .from(items)
    .where(where);
}
export type ItemForPosts = Awaited<ReturnType<typeof readItemsForPosts>>[number];

export const itemsById = (ids: string[]) => inArray(items.id, ids);

const ownerColumns = {
  id: users.id,
  regions: users.regions,
  stage: users.stage,
  sectors: users.sectors,
  topicsNeeded: users.topicsNeeded,
  profile: users.profile,
  sensitiveProfile: users.sensitiveProfile,
  rankingWeights: users.rankingWeights,
};

/**
 * Opens an owner's sealed special-category answers (DATA_KEY), so offers kept for women,
 * ethnic-minority or disabled founders reach the owners they are for. They stay in memory:
 * the ranker reads them for eligibility only, never logs, stores or names them in a reason.
 */
export type OpenSealedAnswers = (sealed: string) => Record<string, string | null | undefined>;

function withSealedAnswers(
  owner: RankableOwner & { sensitiveProfile: string | null },
  open: OpenSealedAnswers | undefined,
): RankableOwner {
  const { sensitiveProfile, ...rest } = owner;
  if (!open || !sensitiveProfile) return rest;
  const profile = (rest.profile ?? {}) as { personalInfo?: Record<string, unknown> };
  return {
    ...rest,
    profile: { ...profile, personalInfo: { ...profile.personalInfo, ...open(sensitiveProfile) } },
  };
}

export async function readOwner(
  db: DbExecutor,
  userId: string,
  open?: OpenSealedAnswers,
): Promise<RankableOwner | null> {
  const [owner] = await db
    .select(ownerColumns)
    .from(users)
    .where(sql`${users.id} = ${userId}`);
  return owner ? withSealedAnswers(owner, open) : null;
}

/** Verified owners in pages (keyset on id), so memory stays flat however many there are. */
export async function* verifiedOwnerPages(
  db: Db,
  pageSize: number,
  open?: OpenSealedAnswers,
): AsyncGenerator<RankableOwner[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select(ownerColumns)
      .from(users)
      .where(and(isNotNull(users.emailVerifiedAt), after ? gt(users.id, after) : undefined))
      .orderBy(asc(users.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map((row) => withSealedAnswers(row, open));
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

/** How many recent items the rarity of words is measured on. */
const RARITY_SAMPLE = 3000;
/** The sample changes slowly; measuring it again every hour is plenty. */
const RARITY_TTL_MS = 3_600_000;
const rarityCache = new WeakMap<Db, { at: number; rarity: WordRarity }>();

export async function recentWordRarity(db: Db, now = new Date()): Promise<WordRarity> {
  const cached = rarityCache.get(db);
  if (cached && now.getTime() - cached.at < RARITY_TTL_MS) return cached.rarity;
  const sample = await db
    .select({ title: items.title, body: items.body })
    .from(items)
    .orderBy(desc(items.createdAt))
    .limit(RARITY_SAMPLE);
  const rarity = measureWordRarity(sample.map((i) => `${i.title}\n${i.body}`));
  rarityCache.set(db, { at: now.getTime(), rarity });
  return rarity;
}
