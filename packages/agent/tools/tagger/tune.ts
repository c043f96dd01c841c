import type { FacetBlend, ModelFacet } from '../../src/tagging/model.ts';
import { decide, RULES_ONLY, type FacetScores } from '../../src/tagging/offline.ts';
import type { Tags } from '../../src/contracts.ts';
import type { LabelledItem } from './dataset/labelled.ts';
import { categoryScore, microPrf } from './metrics.ts';

/**
 * How much the real-world items weigh in the tuning objective against the project's own items:
 * real publishers' text is what the tagger reads in production, the own set keeps the
 * conventions' hard cases in view.
 */
export const REAL_WORLD_SHARE = 0.75;

/** The most items open to all sectors that may get a sector, out of fold, for a setting to be chosen. */
export const MAX_FALSE_SECTOR_RATE = 0.05;

/**
 * The least share of sectors given that must be right, out of fold: the goal for sector precision
 * (docs/tagging.md). A wrong sector hides an item from every owner outside it, so recall is only
 * bought where precision holds.
 */
export const MIN_SECTOR_PRECISION = 0.9;

/**
 * How many standard errors of the out-of-fold precision must clear MIN_SECTOR_PRECISION. The
 * estimate rests on a couple of hundred sectors given, so a setting scraping past 90 % out of fold
 * is about as likely to fall below it on unseen items (round two: 92.8 out of fold, 88.2 on the
 * test split); one standard error keeps the goal with some room.
 */
export const SECTOR_PRECISION_MARGIN_SE = 1;

const ALPHAS = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1];
/** The category's weights for the naive Bayes posterior (docs/decisions/0031). */
const NAIVE_BAYES_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
const THRESHOLDS = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85];

function facetF1(items: LabelledItem[], tags: Tags[], facet: ModelFacet): number {
  if (items.length === 0) return 0;
  if (facet === 'category') {
    return categoryScore(
      items.map((it, i) => ({ expected: it.labels.category, predicted: tags[i]!.category })),
    ).macro.f1;
  }
  return microPrf(
    items.map((it, i) => ({ expected: it.labels[facet], predicted: tags[i]![facet] })),
  ).f1;
}

/** Out-of-fold sector precision less SECTOR_PRECISION_MARGIN_SE standard errors of it. */
export function sectorPrecisionFloor(items: LabelledItem[], tags: Tags[]): number {
  const { precision, tp, fp } = microPrf(
    items.map((it, i) => ({ expected: it.labels.sectors, predicted: tags[i]!.sectors })),
  );
  const given = tp + fp;
  if (given === 0) return precision;
  return precision - SECTOR_PRECISION_MARGIN_SE * Math.sqrt((precision * (1 - precision)) / given);
}

function falseSectorRate(items: LabelledItem[], tags: Tags[]): number {
  const open = items
    .map((it, i) => ({ it, t: tags[i]! }))
    .filter(({ it }) => it.labels.sectors.length === 0);
  return open.length === 0 ? 0 : open.filter(({ t }) => t.sectors.length > 0).length / open.length;
}

/**
 * Per facet, the alpha and threshold that maximise the weighted F1 of out-of-fold answers
 * (real-world items REAL_WORLD_SHARE, own items the rest); for sectors, only among settings
 * whose real-world false-sector rate is within MAX_FALSE_SECTOR_RATE and precision, less one
 * standard error, at least MIN_SECTOR_PRECISION, when any is.
 */
export function tune(items: LabelledItem[], scores: FacetScores[]): Record<ModelFacet, FacetBlend> {
  const settings: Record<ModelFacet, FacetBlend> = structuredClone(RULES_ONLY);
  const isReal = items.map((it) => it.origin === 'realworld');
  const real = items.filter((_, i) => isReal[i]);
  const own = items.filter((_, i) => !isReal[i]);
  for (const facet of ['category', 'stages', 'sectors', 'topics'] as const) {
    type Trial = { objective: number; blend: FacetBlend; allowed: boolean; realF1: number };
    const trials: Trial[] = [];
    for (const alpha of ALPHAS) {
      for (const [threshold, naiveBayes] of facet === 'category'
        ? NAIVE_BAYES_WEIGHTS.map((w) => [0, w] as const)
        : THRESHOLDS.map((t) => [t, undefined] as const)) {
        const blend: FacetBlend =
          naiveBayes === undefined ? { alpha, threshold } : { alpha, threshold, naiveBayes };
        const trial = { ...settings, [facet]: blend };
        const tags = scores.map((s) => decide(s, trial));
        const realTags = tags.filter((_, i) => isReal[i]);
        const ownTags = tags.filter((_, i) => !isReal[i]);
        const realF1 = facetF1(real, realTags, facet);
        const objective =
          REAL_WORLD_SHARE * realF1 + (1 - REAL_WORLD_SHARE) * facetF1(own, ownTags, facet);
        const allowed =
          facet !== 'sectors' ||
          (falseSectorRate(real, realTags) <= MAX_FALSE_SECTOR_RATE &&
            sectorPrecisionFloor(real, realTags) >= MIN_SECTOR_PRECISION);
        trials.push({ objective, blend, allowed, realF1 });
      }
    }
    const pool = trials.some((t) => t.allowed) ? trials.filter((t) => t.allowed) : trials;
    const best = pool.reduce((a, b) => (b.objective > a.objective + 1e-9 ? b : a));
    settings[facet] = best.blend;
    console.log(
      `${facet}: alpha ${best.blend.alpha}, threshold ${best.blend.threshold}${best.blend.naiveBayes === undefined ? '' : `, naive Bayes ${best.blend.naiveBayes}`}, cross-validated F1 ${(best.objective * 100).toFixed(1)} (real-world ${(best.realF1 * 100).toFixed(1)})`,
    );
  }
  return settings;
}
