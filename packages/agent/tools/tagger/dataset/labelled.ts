import { readFileSync } from 'node:fs';
import { isTaxonomyId } from '@thistle/shared';
import { z } from 'zod';

export const ids = (kind: 'region' | 'stage' | 'sector' | 'topic') =>
  z.array(z.string().refine((id) => isTaxonomyId(kind, id), { message: `not a ${kind} id` }));

/** Every non-blank line of a JSON-lines file, checked with the schema; an error names the line. */
export function parseJsonLines<T>(path: URL | string, schema: z.ZodType<T>): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.trim().length > 0)
    .map(({ line, index }) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) {
        throw new Error(`${String(path)} line ${index + 1}: ${parsed.error.issues[0]?.message}`);
      }
      return parsed.data;
    });
}

/** One line of a labelled set: the files are an edge, so every line is checked on load. */
const labelledItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  body: z.string(),
  organisation: z.string(),
  link: z.string(),
  /** The publishing source's regions, as the catalogue gives them: the pipeline passes them to the tagger. */
  sourceRegions: z.array(z.string()).optional(),
  /**
   * How the item was made: written by hand for the project, combined from templates
   * (dataset/generate.ts), or written from the facts of a real published page (data/realworld/).
   */
  origin: z.enum(['handwritten', 'template', 'realworld']).optional(),
  /** Real-world items: the page's publication date, the publisher's register, the page read. */
  published: z.string().optional(),
  voice: z.string().optional(),
  factsFrom: z.string().optional(),
  /** Real-world items: what extraction should find (not used by the tagger). */
  expected: z
    .object({
      deadline: z.string().nullable(),
      eventStart: z.string().nullable(),
      amountMaxGbp: z.number().nullable(),
    })
    .optional(),
  labels: z.object({
    category: z.enum(['funding', 'events', 'market-insights', 'courses-guides']),
    regions: ids('region'),
    stages: ids('stage'),
    sectors: ids('sector'),
    topics: ids('topic'),
  }),
  split: z.enum(['train', 'test']),
});

export type LabelledItem = z.infer<typeof labelledItemSchema>;

export const LABELLED_PATH = new URL('../data/labelled.jsonl', import.meta.url);

/**
 * The real-world sets (data/realworld/*-SOURCES.md), split by organisation. Their test split is
 * the figure that matters and is never trained, tuned or read for cues.
 */
export const REALWORLD_PATHS = [
  new URL('../data/realworld/scotland.jsonl', import.meta.url),
  new URL('../data/realworld/uk.jsonl', import.meta.url),
];

/**
 * More real-world items, written later from organisations absent from the test split
 * (data/realworld/train-extra-SOURCES.md, round two; train-extra-2-SOURCES.md, round three;
 * train-extra-3-SOURCES.md, round five; train-extra-4-SOURCES.md, round six;
 * train-extra-5-SOURCES.md, round seven; train-extra-6-SOURCES.md, round eight;
 * train-extra-7-SOURCES.md, round nine; train-extra-8-SOURCES.md, round ten;
 * train-extra-9-SOURCES.md, round eleven; train-extra-10-SOURCES.md, round twelve).
 * Training data only: the test split stays the 127 items it was, so figures before and after
 * stay comparable.
 */
export const REALWORLD_TRAIN_ONLY_PATHS = [
  new URL('../data/realworld/train-extra.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-2.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-3.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-4.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-5.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-6.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-7.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-8.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-9.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-10.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-11.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-12.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-13.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-14.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-15.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-16.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-17.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-18.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-19.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-20.jsonl', import.meta.url),
  new URL('../data/realworld/train-extra-21.jsonl', import.meta.url),
];

export function loadLabelled(path: URL | string = LABELLED_PATH): LabelledItem[] {
  return parseJsonLines(path, labelledItemSchema);
}

/** Every real-world file, in file order; a test item in a train-only file is refused. */
export function loadRealWorld(
  paths: (URL | string)[] = REALWORLD_PATHS,
  trainOnlyPaths: (URL | string)[] = REALWORLD_TRAIN_ONLY_PATHS,
): LabelledItem[] {
  const trainOnly = trainOnlyPaths.flatMap((path) => {
    const items = loadLabelled(path);
    const stray = items.find((item) => item.split !== 'train');
    if (stray) throw new Error(`${String(path)}: ${stray.id} is not a train item`);
    return items;
  });
  return [...paths.flatMap((path) => loadLabelled(path)), ...trainOnly];
}
