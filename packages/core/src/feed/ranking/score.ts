/**
 * The ranker (docs/decisions/0024-ranking.md): eligibility first, then points for how closely
 * the item is aimed at the owner, their needs and goals, timing, the amount and their own
 * feedback. An eligible item scores at least 1; an ineligible one gets no score at all and
 * stays out of the feed. An owner with no profile gets every live item, newest first.
 */
import { audienceFit } from './audiences.ts';
import { audienceEligibility, placeEligibility, type PlaceFit } from './eligibility.ts';
import { feedbackPoints, reactionSignal, type Reaction } from './feedback.ts';
import type { PreparedItem, PreparedOwner } from './prepare.ts';
import { breachedLimit } from './stated-limits.ts';
import { EVERY_WORD_COUNTS, type WordRarity } from './word-rarity.ts';
import {
  audienceReason,
  deadlineReason,
  eventReason,
  LIKE_YOUR_LIKES,
  NEW_THIS_WEEK,
  TOPIC_REASON,
  wordsReason,
} from './reasons.ts';

export interface Match {
  score: number;
  reasons: string[];
}

const DAY_MS = 86_400_000;
const MAX_REASONS = 3;

/**
 * Scores keep three decimals: a real column holds them exactly, so the value the rank job
 * announces is the value the feed reads back.
 */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** What an eligible item starts from, so that nothing eligible falls to zero. */
const BASE = 20;

/** Being eligible is what matters; a narrower place only hints that the item is aimed at them. */
const PLACE_POINTS: Record<PlaceFit['kind'], number> = {
  area: 6,
  region: 4,
  nation: 2,
  uk: 1,
  within: 1,
  anywhere: 0,
};

/**
 * Money, dates and advice an owner can act on come before reading about the economy
 * (docs/product.md#who-it-is-for): market insights start lower.
 */
const CATEGORY_PRIOR: Record<string, number> = {
  funding: 4,
  events: 2,
  'courses-guides': 2,
  'market-insights': -4,
};

/** An item announcing that it has closed is news, not an opportunity. */
const CLOSED_NOTICE = -20;
/** Covid-19 emergency schemes all ended years ago; pages about them are still published. */
const COVID_ERA = -10;
/**
 * An offer kept for a group the owner has not said they belong to (audiences.ts): kept, since
 * they may belong, but below what is plainly open to them.
 */
const KEPT_FOR_A_GROUP_UNSAID = -30;
/**
 * An offer kept for a group the owner said they belong to (an island fund for an island firm) is
 * aimed at them as surely as one narrowed to their sector, and fewer compete for it.
 */
const KEPT_FOR_THEIR_GROUP = 6;
/** A fund whose smallest loan or award is above what suits the owner's stage. */
const MINIMUM_ABOVE_RANGE = -12;
/** Survey results and figures about a year long past are history, not news. */
const OLD_REPORT = -8;

/** The stronger an owner's need (topicsNeeded is strongest first), the more a match counts. */
const NEED_RANK_WEIGHT = [1, 0.85, 0.7, 0.6, 0.5, 0.45];
const TOPIC_POINTS = 10;
/** Topics that say what form money takes, not what it is for. */
const MONEY_TOPICS: ReadonlySet<string> = new Set(['grants', 'loans-finance', 'equity-investment']);
/** What a money topic met is worth when the item's purposes are none of the owner's needs. */
const MONEY_FOR_ANOTHER_PURPOSE = 0.3;
const STAGE_POINTS = 4;
const SECTOR_POINTS = 6;
const WORD_POINTS = 5;
const WORD_CAP = 16;
/** A word rarer than this (see word-rarity.ts) may be named in the reasons. */
const TELLING_WORD = 0.5;

/** Amounts that suit a business at each stage; far above them means a bigger firm's scheme. */
const AMOUNT_RANGE: Record<string, [number, number]> = {
  idea: [500, 30_000],
  startup: [1_000, 150_000],
  growth: [10_000, 3_000_000],
  established: [5_000, 1_000_000],
};

interface Reason {
  text: string;
  weight: number;
}

function daysBetween(from: Date, to: Date) {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** Closing soon but still open counts most; a deadline months away hardly at all. */
/**
 * Timing orders what fits; it never makes an item fit. Its points stay well below a need met,
 * so that a deadline next week does not lift an item the owner has no use for.
 */
const URGENCY_POINTS = 5;
const EVENT_POINTS = 3;
const FRESH_POINTS = 2;

function deadlinePoints(daysLeft: number): number {
  if (daysLeft <= 2) return URGENCY_POINTS * 0.7;
  if (daysLeft <= 21) return URGENCY_POINTS;
  if (daysLeft <= 60) return (URGENCY_POINTS * (60 - daysLeft)) / 39;
  return URGENCY_POINTS * 0.1;
}

function eventPoints(daysAway: number): number {
  if (daysAway <= 14) return EVENT_POINTS;
  if (daysAway <= 45) return (EVENT_POINTS * (45 - daysAway)) / 31;
  return 0;
}

function freshnessPoints(ageDays: number): number {
  if (ageDays <= 7) return FRESH_POINTS;
  if (ageDays <= 45) return (FRESH_POINTS * (45 - ageDays)) / 38;
  return ageDays > 365 ? -4 : 0;
}

const amountRange = (stage: string | null) => AMOUNT_RANGE[stage ?? ''] ?? [500, 1_000_000];

/** A fund whose smallest deal is this many times a stage's largest sum is out of reach. */
const OUT_OF_REACH = 5;

function tooBig(item: PreparedItem, stage: string | null): boolean {
  return item.minimumGbp !== null && item.minimumGbp > OUT_OF_REACH * amountRange(stage)[1];
}

function amountPoints(item: PreparedItem, stage: string | null): number {
  if (item.category !== 'funding') return 0;
  const [low, high] = amountRange(stage);
  if (item.minimumGbp !== null && item.minimumGbp > high) return MINIMUM_ABOVE_RANGE;
  if (!item.amountMaxGbp) return 0;
  if (item.amountMaxGbp > high * 3) return -6;
  if (item.amountMaxGbp > high) return 0;
  return item.amountMaxGbp >= low ? 4 : 1;
}

/** Newest first for an owner who has told Thistle nothing: the score is the item's recency. */
function newestFirst(item: PreparedItem, now: Date, place: PlaceFit): Match {
  const ageDays = Math.max(0, daysBetween(item.published, now));
  return {
    score: Math.max(0, round(100 * (1 - ageDays / 365))),
    reasons: [audienceReason(place, null, null)],
  };
}

export interface ScoringContext {
  now: Date;
  rarity?: WordRarity;
  /** The owner's own like, dislike and ratings on this item, when they have a post for it. */
  ownReaction?: Reaction | undefined;
}

/** The item's score and reasons for this owner, or null when the owner is not eligible. */
export function scoreItem(
  item: PreparedItem,
  owner: PreparedOwner,
  { now, rarity = EVERY_WORD_COUNTS, ownReaction }: ScoringContext,
): Match | null {
  const place = placeEligibility(item, owner);
  if (!place.eligible) return null;
  if (audienceEligibility(item, owner)) return null;
  if (breachedLimit(item.limits, owner.facts)) return null;
  const kept = audienceFit(item.audiences, owner.membership);
  if (kept === 'excluded' || tooBig(item, owner.stage)) return null;
  if (!owner.hasProfile) return newestFirst(item, now, place.place);

  const reasons: Reason[] = [];
  let points = BASE + PLACE_POINTS[place.place.kind] + (CATEGORY_PRIOR[item.category] ?? 0);

  // Who it is for: an item narrowed to the owner's stage or sector is aimed at them.
  const narrowStage =
    owner.stage && item.stages.length > 0 && item.stages.length < 4 ? owner.stage : null;
  const stagePoints = narrowStage ? STAGE_POINTS * (1 - 0.2 * (item.stages.length - 1)) : 0;
  const sharedSector = item.sectors.find((s) => owner.sectors.includes(s)) ?? null;
  const sectorPoints = sharedSector ? SECTOR_POINTS * (item.sectors.length <= 2 ? 1 : 0.7) : 0;
  points += stagePoints + sectorPoints;
  // Being aimed at the owner is what says most about why they see it: it leads the reasons.
  const aimed = PLACE_POINTS[place.place.kind] - 1 + stagePoints + sectorPoints;
  reasons.push({
    text: audienceReason(place.place, narrowStage, sharedSector),
    weight: aimed > 0 ? aimed * 1.5 : 0.5,
  });

  // Needs and goals: the topics the owner asked for, then their own words.
  const matched = owner.topicsNeeded
    .map((topic, rank) => ({ topic, weight: NEED_RANK_WEIGHT[rank] ?? 0.4 }))
    .filter(({ topic }) => item.topics.includes(topic))
    .slice(0, 2);
  // Money for a purpose the owner never named (an R&D competition for someone who asked for
  // "grants" to fit solar panels) meets the form of their need, not the need.
  const purposes = item.topics.filter((t) => !MONEY_TOPICS.has(t));
  const purposeUnmet = purposes.length > 0 && !purposes.some((t) => owner.topicsNeeded.includes(t));
  for (const { topic, weight } of matched) {
    const gained =
      TOPIC_POINTS *
      weight *
      (purposeUnmet && MONEY_TOPICS.has(topic) ? MONEY_FOR_ANOTHER_PURPOSE : 1);
    points += gained;
    reasons.push({ text: TOPIC_REASON[topic] ?? topic, weight: gained });
  }
  let wordPoints = 0;
  const mentioned: Array<{ stem: string; form: string; points: number }> = [];
  for (const [stem, weight] of owner.needs) {
    const form = item.words.get(stem);
    if (!form) continue;
    const telling = rarity.weight(stem);
    const gained = WORD_POINTS * weight * telling * (item.titleWords.has(stem) ? 1.5 : 1);
    wordPoints += gained;
    if (weight >= 1 && telling >= TELLING_WORD) mentioned.push({ stem, form, points: gained });
  }
  wordPoints = Math.min(WORD_CAP, wordPoints);
  points += wordPoints + (owner.lean[item.category] ?? 0);
  // One word met in passing is a coincidence; in the title, or two of them, it is a match.
  if (mentioned.length > 1 || mentioned.some((m) => item.titleWords.has(m.stem))) {
    mentioned.sort((a, b) => b.points - a.points);
    reasons.push({ text: wordsReason(mentioned.map((m) => m.form)), weight: wordPoints });
  }

  // Timing: a deadline or an event close at hand, and a fresh item.
  if (item.deadline) {
    const daysLeft = daysBetween(now, item.deadline);
    const urgency = deadlinePoints(daysLeft);
    points += urgency;
    // A close deadline is still among the first things worth saying, whatever its points.
    if (daysLeft <= 30) reasons.push({ text: deadlineReason(daysLeft), weight: urgency * 2 });
  } else if (item.eventStart) {
    const daysAway = Math.max(0, daysBetween(now, item.eventStart));
    const soon = eventPoints(daysAway);
    points += soon;
    if (daysAway <= 30) reasons.push({ text: eventReason(daysAway), weight: soon * 1.6 });
  }
  const ageDays = Math.max(0, daysBetween(item.published, now));
  points += freshnessPoints(ageDays);
  if (ageDays <= 7) reasons.push({ text: NEW_THIS_WEEK, weight: 1 });
  points += amountPoints(item, owner.stage);
  if (item.closedNotice) points += CLOSED_NOTICE;
  if (item.covidEra) points += COVID_ERA;
  if (kept === 'unsaid') points += KEPT_FOR_A_GROUP_UNSAID;
  if (kept === 'member') points += KEPT_FOR_THEIR_GROUP;
  if (
    item.category === 'market-insights' &&
    item.latestYear !== null &&
    item.latestYear < now.getUTCFullYear() - 1
  )
    points += OLD_REPORT;

  // The owner's own verdicts: on items like this one, and on this very item.
  const learnt = feedbackPoints(item, owner.weights);
  points += learnt;
  if (learnt >= 4) reasons.push({ text: LIKE_YOUR_LIKES, weight: learnt });
  if (ownReaction) {
    const signal = reactionSignal(ownReaction);
    points += ownReaction.like === 'DISLIKE' ? -40 + signal * 5 : signal * 4;
  }

  return {
    score: Math.max(1, round(points)),
    reasons: reasons
      .sort((a, b) => b.weight - a.weight)
      .slice(0, MAX_REASONS)
      .map((r) => r.text),
  };
}
