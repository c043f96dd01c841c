/**
 * What an owner's likes, dislikes and ratings teach the ranker (users.ranking_weights): an
 * affinity between -1 and 1 for each category, topic, sector, organisation and title word of the
 * posts they reacted to. The weights are learnt again from all of the owner's reactions each
 * time (never nudged), so clearing a like takes its effect away and nothing drifts.
 */
import { z } from 'zod';
import { contentWords } from './words.ts';

const affinities = z.record(z.string(), z.number().min(-1).max(1));

export const feedbackWeightsSchema = z.object({
  category: affinities,
  topic: affinities,
  sector: affinities,
  organisation: affinities,
  word: affinities,
  /** How many reacted posts they were learnt from. */
  reactions: z.number().int().min(0),
});
export type FeedbackWeights = z.infer<typeof feedbackWeightsSchema>;

export const NO_FEEDBACK: FeedbackWeights = {
  category: {},
  topic: {},
  sector: {},
  organisation: {},
  word: {},
  reactions: 0,
};

/** The stored weights, or none when the column is empty or holds an older shape. */
export function readFeedbackWeights(stored: unknown): FeedbackWeights {
  const parsed = feedbackWeightsSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_FEEDBACK;
}

export type Rating = 'HIGH' | 'MEDIUM' | 'LOW' | null;

export interface Reaction {
  like: 'LIKE' | 'DISLIKE' | null;
  relevance: Rating;
  actionable: Rating;
  impact: Rating;
}

export interface ReactedItem {
  category: string;
  topics: string[];
  sectors: string[];
  group: string | null;
  title: string;
}

const RATING: Record<string, number> = { HIGH: 1, MEDIUM: 0, LOW: -1 };

/** One post's verdict, -2 to 2: the like or dislike first, then how it was rated. */
export function reactionSignal(reaction: Reaction): number {
  const like = reaction.like === 'LIKE' ? 1 : reaction.like === 'DISLIKE' ? -1 : 0;
  const rated = (rating: Rating, weight: number) => (rating ? RATING[rating]! * weight : 0);
  return (
    like +
    rated(reaction.relevance, 0.5) +
    rated(reaction.actionable, 0.25) +
    rated(reaction.impact, 0.25)
  );
}

export const organisationKey = (group: string | null) =>
  group ? group.trim().toLowerCase().replace(/\s+/g, ' ') : null;

/** Keeps the strongest words only: a handful of reactions should not grow an unbounded map. */
const MAX_WORDS = 60;

export function learnFeedbackWeights(
  reacted: Array<{ reaction: Reaction; item: ReactedItem }>,
): FeedbackWeights {
  const sums = {
    category: new Map<string, number>(),
    topic: new Map<string, number>(),
    sector: new Map<string, number>(),
    organisation: new Map<string, number>(),
    word: new Map<string, number>(),
  };
  const add = (map: Map<string, number>, key: string, value: number) =>
    map.set(key, (map.get(key) ?? 0) + value);
  let reactions = 0;
  for (const { reaction, item } of reacted) {
    const signal = reactionSignal(reaction);
    if (signal === 0) continue;
    reactions++;
    add(sums.category, item.category, signal);
    for (const topic of item.topics) add(sums.topic, topic, signal);
    for (const sector of item.sectors) add(sums.sector, sector, signal);
    const organisation = organisationKey(item.group);
    if (organisation) add(sums.organisation, organisation, signal);
    for (const word of contentWords(item.title).keys()) add(sums.word, word, signal);
  }
  // Saturating: the second dislike of an organisation counts, the tenth adds little.
  const squash = (map: Map<string, number>, limit = Infinity) =>
    Object.fromEntries(
      [...map]
        .filter(([, sum]) => sum !== 0)
        .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
        .slice(0, limit)
        .map(([key, sum]) => [key, Math.round(Math.tanh(sum / 2) * 1000) / 1000]),
    );
  return {
    category: squash(sums.category),
    topic: squash(sums.topic),
    sector: squash(sums.sector),
    organisation: squash(sums.organisation),
    word: squash(sums.word, MAX_WORDS),
    reactions,
  };
}

export interface FeedbackFeatures {
  category: string;
  topics: string[];
  sectors: string[];
  organisation: string | null;
  words: ReadonlyMap<string, unknown>;
  titleWords: ReadonlySet<string>;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;

/**
 * Points (-25 to 25) for how an item resembles what the owner liked or disliked: the same
 * organisation counts most, then shared title words, topics, the category and sectors.
 */
export function feedbackPoints(item: FeedbackFeatures, weights: FeedbackWeights): number {
  if (weights.reactions === 0) return 0;
  const organisation = item.organisation ? (weights.organisation[item.organisation] ?? 0) : 0;
  const topics = mean(item.topics.map((t) => weights.topic[t] ?? 0));
  const sectors = mean(item.sectors.map((s) => weights.sector[s] ?? 0));
  let words = 0;
  for (const [word, affinity] of Object.entries(weights.word)) {
    if (item.titleWords.has(word)) words += affinity * 2;
    else if (item.words.has(word)) words += affinity;
  }
  const points =
    organisation * 10 +
    Math.max(-8, Math.min(8, words * 2)) +
    topics * 6 +
    (weights.category[item.category] ?? 0) * 4 +
    sectors * 4;
  return Math.max(-25, Math.min(25, points));
}
