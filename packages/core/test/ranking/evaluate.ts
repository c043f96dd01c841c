/**
 * Ranking quality against the judgements (judgements.json): each persona's profile is built by
 * running the persona through the offline onboarding engine (../onboarding/simulate.ts), every
 * live item of the evaluation set is ranked for it, and the top is compared with the grades.
 *
 * - precision@10: the share of the top 10 judged 2 or 3 (relevant);
 * - nDCG@10: gains 2^grade - 1, discounted by log2(rank + 1), over the best order the grades allow;
 * - ineligible@20: items in the top 20 the judgements mark as not eligible.
 */
import { readFileSync } from 'node:fs';
import { liveAt } from '../../src/feed/live-items.ts';
import {
  prepareItem,
  prepareOwner,
  type PreparedItem,
  type RankableOwner,
} from '../../src/feed/ranking/prepare.ts';
import { scoreItem } from '../../src/feed/ranking/score.ts';
import { measureWordRarity } from '../../src/feed/ranking/word-rarity.ts';
import { loadPersonas, simulate } from '../onboarding/simulate.ts';
import { baselineMatch } from './baseline.ts';
import { EVALUATION_NOW, loadEvaluationItems, type EvaluationItem } from './eval-set.ts';

interface Judgement {
  grade: number;
  eligible: boolean;
  reason: string;
}
type Judgements = Record<string, Record<string, Judgement>>;

export function loadJudgements(): Judgements {
  const file = new URL('./judgements.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { personas: Judgements }).personas;
}

export type PersonaProfile = Omit<RankableOwner, 'rankingWeights'>;

/**
 * Each persona's tags and answers as the offline onboarding engine leaves them and the rank jobs
 * hold them: users.profile with the sealed special-category answers opened and merged back in
 * (feed/ranking/read.ts, ADR 0024). The judges read every answer too.
 */
export function personaProfiles(): PersonaProfile[] {
  return loadPersonas().map((persona) => {
    const { tags, data } = simulate(persona, EVALUATION_NOW);
    return { id: persona.id, ...tags, profile: data };
  });
}

export type Ranker = (items: EvaluationItem[], persona: PersonaProfile) => string[];

const byScore = (scored: Array<{ id: string; score: number; published: Date }>) =>
  scored
    .sort((a, b) => b.score - a.score || b.published.getTime() - a.published.getTime())
    .map((s) => s.id);

export const rankWithRanker: Ranker = (items, persona) => {
  const owner = prepareOwner({ ...persona, rankingWeights: {} }, EVALUATION_NOW);
  const rarity = measureWordRarity(items.map((i) => `${i.title}\n${i.body}`));
  const scored: Array<{ id: string; score: number; published: Date }> = [];
  for (const item of items.map((i) => prepareItem({ ...i, createdAt: i.publishedAt }))) {
    const match = scoreItem(item as PreparedItem, owner, { now: EVALUATION_NOW, rarity });
    if (match) scored.push({ id: item.id, score: match.score, published: item.published });
  }
  return byScore(scored);
};

export const rankWithBaseline: Ranker = (items, persona) => {
  const scored: Array<{ id: string; score: number; published: Date }> = [];
  for (const item of items) {
    const match = baselineMatch({ ...item, createdAt: item.publishedAt }, persona, EVALUATION_NOW);
    if (match) scored.push({ id: item.id, score: match.score, published: item.publishedAt });
  }
  return byScore(scored);
};

export interface PersonaQuality {
  persona: string;
  precisionAt10: number;
  /** The precision a perfect order would reach: fewer than ten relevant items cap it. */
  bestPrecisionAt10: number;
  ndcgAt10: number;
  ineligibleIn20: number;
  relevant: number;
}

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) =>
  grades.slice(0, 10).reduce((sum, grade, i) => sum + gain(grade) / Math.log2(i + 2), 0);

export function quality(
  ranked: string[],
  judged: Record<string, Judgement>,
  persona: string,
): PersonaQuality {
  const grades = ranked.map((id) => judged[id]?.grade ?? 0);
  const all = Object.values(judged).map((j) => j.grade);
  const relevant = all.filter((g) => g >= 2).length;
  const ideal = dcg([...all].sort((a, b) => b - a));
  return {
    persona,
    precisionAt10: grades.slice(0, 10).filter((g) => g >= 2).length / 10,
    bestPrecisionAt10: Math.min(relevant, 10) / 10,
    ndcgAt10: ideal > 0 ? dcg(grades) / ideal : 0,
    ineligibleIn20: ranked.slice(0, 20).filter((id) => judged[id]?.eligible === false).length,
    relevant,
  };
}

/**
 * Every persona's quality under a ranker, over the items live at the evaluation's moment (all of
 * them, or one split of them: the held-out figures rank and judge the `test` items only).
 */
export function evaluate(ranker: Ranker, split?: 'train' | 'test'): PersonaQuality[] {
  const live = loadEvaluationItems().filter(
    (item) => liveAt(item, EVALUATION_NOW) && (!split || item.split === split),
  );
  const ids = new Set(live.map((item) => item.id));
  const judgements = loadJudgements();
  return personaProfiles().map((persona) => {
    const judged = Object.fromEntries(
      Object.entries(judgements[persona.id]!).filter(([id]) => !split || ids.has(id)),
    );
    return quality(ranker(live, persona), judged, persona.id);
  });
}

export const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
