import type { Tags } from '../../src/contracts.ts';
import type { LabelledItem } from './dataset/labelled.ts';
import { categoryScore, microPrf, type CategoryScore, type Prf } from './metrics.ts';

export interface Evaluation {
  items: number;
  category: CategoryScore;
  regions: Prf;
  stages: Prf;
  sectors: Prf;
  topics: Prf;
}

/** Scores a tagger's answers against the labels of the same items. */
export function evaluate(items: LabelledItem[], tag: (item: LabelledItem) => Tags): Evaluation {
  const answers = items.map((item) => ({ item, tags: tag(item) }));
  const facet = (k: 'regions' | 'stages' | 'sectors' | 'topics') =>
    microPrf(answers.map(({ item, tags }) => ({ expected: item.labels[k], predicted: tags[k] })));
  return {
    items: items.length,
    category: categoryScore(
      answers.map(({ item, tags }) => ({
        expected: item.labels.category,
        predicted: tags.category,
      })),
    ),
    regions: facet('regions'),
    stages: facet('stages'),
    sectors: facet('sectors'),
    topics: facet('topics'),
  };
}

export const inputOf = (item: LabelledItem) => ({
  title: item.title,
  body: item.body,
  link: item.link,
  organisation: item.organisation,
  sourceRegions: item.sourceRegions,
});

const pct = (v: number) => (v * 100).toFixed(1);

/** Markdown rows: facet | precision | recall | F1 (category adds accuracy). */
export function evaluationRows(label: string, e: Evaluation): string[] {
  const row = (facet: string, p: Prf) =>
    `| ${label} | ${facet} | ${pct(p.precision)} | ${pct(p.recall)} | ${pct(p.f1)} | |`;
  return [
    `| ${label} | category (macro) | ${pct(e.category.macro.precision)} | ${pct(e.category.macro.recall)} | ${pct(e.category.macro.f1)} | ${pct(e.category.accuracy)} |`,
    row('regions (micro)', e.regions),
    row('stages (micro)', e.stages),
    row('sectors (micro)', e.sectors),
    row('topics (micro)', e.topics),
  ];
}
