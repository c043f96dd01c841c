import { z } from 'zod';
import { ids, parseJsonLines } from './labelled.ts';
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/);

/**
 * A second labeller's reading of an item already in the real-world set: the same labels and facts,
 * given from the item's text and the conventions alone, without seeing the first labels.
 */
const secondLabelSchema = z.object({
  id: z.string().min(1),
  labels: z.object({
    category: z.enum(['funding', 'events', 'market-insights', 'courses-guides']),
    regions: ids('region').min(1),
    stages: ids('stage').min(1),
    sectors: ids('sector'),
    topics: ids('topic').min(1),
  }),
  expected: z.object({
    deadline: localDate.nullable(),
    eventStart: localDate.nullable(),
    amountMaxGbp: z.number().int().nullable(),
  }),
  /** What the labeller hesitated over, in their words. */
  unsure: z.string().optional(),
});

export type SecondLabel = z.infer<typeof secondLabelSchema>;

export const SECOND_LABELLER_PATHS = {
  /** The whole real-world test split. */
  test: new URL('../data/realworld/second-labeller/test.jsonl', import.meta.url),
  /** 150 real-world train items drawn at random (seeded). */
  trainSample: new URL('../data/realworld/second-labeller/train-sample.jsonl', import.meta.url),
};

export function loadSecondLabels(path: URL | string): SecondLabel[] {
  const labels = parseJsonLines(path, secondLabelSchema);
  const seen = new Set<string>();
  labels.forEach((label, index) => {
    if (seen.has(label.id))
      throw new Error(`${String(path)} line ${index + 1}: ${label.id} is labelled twice`);
    seen.add(label.id);
  });
  return labels;
}
