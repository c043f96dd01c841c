import type { TagInput, Tags } from '../../src/contracts.ts';
import { zonedTime } from '../../src/time.ts';
import type { LabelledItem } from './dataset/labelled.ts';
import { categoryScore, microPrf, type CategoryScore, type Prf } from './metrics.ts';

type SetFacet = 'regions' | 'stages' | 'sectors' | 'topics';
const SET_FACETS: SetFacet[] = ['regions', 'stages', 'sectors', 'topics'];

export interface Confusion {
  /** "expected → predicted" for every wrong category, with how often. */
  category: Map<string, number>;
  /** Per facet, ids given that the label did not have (false) and ids the label had that were not given (missed). */
  false: Record<SetFacet, Map<string, number>>;
  missed: Record<SetFacet, Map<string, number>>;
}

export interface Evaluation {
  items: number;
  category: CategoryScore;
  regions: Prf;
  stages: Prf;
  sectors: Prf;
  topics: Prf;
  /**
   * Items open to every sector (gold sectors []) that the tagger gave a sector: each one is hidden
   * from every owner outside that sector, so this is the sector error that costs most.
   */
  falseSector: { open: number; tagged: number; rate: number };
  confusion: Confusion;
}

const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

const emptyPerFacet = () =>
  Object.fromEntries(SET_FACETS.map((f) => [f, new Map<string, number>()])) as Record<
    SetFacet,
    Map<string, number>
  >;

/** What scoring reads of an answer: a second labeller's labels score the same way as the tagger's tags. */
export type Answer = Pick<Tags, 'category' | SetFacet>;

/** Scores a tagger's answers against the labels of the same items. */
export function evaluate(items: LabelledItem[], tag: (item: LabelledItem) => Answer): Evaluation {
  const answers = items.map((item) => ({ item, tags: tag(item) }));
  const facet = (k: SetFacet) =>
    microPrf(answers.map(({ item, tags }) => ({ expected: item.labels[k], predicted: tags[k] })));
  const confusion: Confusion = {
    category: new Map(),
    false: emptyPerFacet(),
    missed: emptyPerFacet(),
  };
  for (const { item, tags } of answers) {
    if (item.labels.category !== tags.category)
      bump(confusion.category, `${item.labels.category} → ${tags.category}`);
    for (const k of SET_FACETS) {
      for (const id of tags[k]) if (!item.labels[k].includes(id)) bump(confusion.false[k], id);
      for (const id of item.labels[k]) if (!tags[k].includes(id)) bump(confusion.missed[k], id);
    }
  }
  const open = answers.filter(({ item }) => item.labels.sectors.length === 0);
  const tagged = open.filter(({ tags }) => tags.sectors.length > 0).length;
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
    falseSector: { open: open.length, tagged, rate: open.length === 0 ? 0 : tagged / open.length },
    confusion,
  };
}

/** A real-world item's publication day as the pipeline would have it: midday in London. */
function publishedOf(item: LabelledItem): Date | null {
  if (!item.published) return null;
  const [y, m, d] = item.published.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 12);
}

export const inputOf = (item: LabelledItem): TagInput => ({
  title: item.title,
  body: item.body,
  link: item.link,
  organisation: item.organisation,
  sourceRegions: item.sourceRegions,
  published: publishedOf(item),
});

const pct = (v: number) => (v * 100).toFixed(1);

/** Markdown rows: facet | precision | recall | F1 | accuracy (category) or false-sector rate (sectors). */
export function evaluationRows(label: string, e: Evaluation): string[] {
  const row = (facet: string, p: Prf, last = '') =>
    `| ${label} | ${facet} | ${pct(p.precision)} | ${pct(p.recall)} | ${pct(p.f1)} | ${last} |`;
  return [
    `| ${label} | category (macro) | ${pct(e.category.macro.precision)} | ${pct(e.category.macro.recall)} | ${pct(e.category.macro.f1)} | accuracy ${pct(e.category.accuracy)} |`,
    row('regions (micro)', e.regions),
    row('stages (micro)', e.stages),
    row(
      'sectors (micro)',
      e.sectors,
      `false-sector ${pct(e.falseSector.rate)} (${e.falseSector.tagged} of ${e.falseSector.open})`,
    ),
    row('topics (micro)', e.topics),
  ];
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

/** The confusion that remains, as Markdown bullets: the most frequent errors per facet. */
export function confusionLines(label: string, e: Evaluation, n = 6): string[] {
  return [
    `Confusion left, ${label}:`,
    '',
    `- category (expected → given): ${top(e.confusion.category, n)}`,
    ...SET_FACETS.flatMap((k) => [
      `- ${k} given but not labelled: ${top(e.confusion.false[k], n)}`,
      `- ${k} labelled but missed: ${top(e.confusion.missed[k], n)}`,
    ]),
    '',
  ];
}
