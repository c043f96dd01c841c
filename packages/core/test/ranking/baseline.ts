import { REGION_IDS, taxonomy, taxonomyLabel } from '@thistle/shared';

/**
 * The BASELINE ranker Thistle shipped before issue 12 (packages/core/src/feed/baseline-ranking.ts
 * until then), kept here only as the yardstick the evaluation compares the real ranker with: an
 * item reaches a user unless their regions, stage or sectors contradict it, scored by freshness
 * and deadline urgency plus a little for each topic they need.
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
