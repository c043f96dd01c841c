import { readFileSync } from 'node:fs';
import { z } from 'zod';

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?$/);

/** One line of the real-world set: an item written from a real page, with the facts it states. */
const realWorldItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  organisation: z.string().nullish(),
  /** YYYY-MM-DD: when the page was published, the reference for a date with no year. */
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  expected: z.object({
    /** London local date, with HH:mm when the page gives a time. */
    deadline: localDate.nullable(),
    eventStart: localDate.nullable(),
    amountMaxGbp: z.number().int().nullable(),
  }),
  split: z.enum(['train', 'test']),
});

export type RealWorldItem = z.infer<typeof realWorldItemSchema>;

export const REALWORLD_FILES = [
  'scotland.jsonl',
  'uk.jsonl',
  'train-extra.jsonl',
  'train-extra-2.jsonl',
  'train-extra-3.jsonl',
  'train-extra-4.jsonl',
  'train-extra-5.jsonl',
  'train-extra-6.jsonl',
  'train-extra-7.jsonl',
  'train-extra-8.jsonl',
  'train-extra-9.jsonl',
  'train-extra-10.jsonl',
  'train-extra-11.jsonl',
  'train-extra-12.jsonl',
  'train-extra-13.jsonl',
  'train-extra-14.jsonl',
  'train-extra-15.jsonl',
  'train-extra-16.jsonl',
  'train-extra-17.jsonl',
  'train-extra-18.jsonl',
  'train-extra-19.jsonl',
  'train-extra-20.jsonl',
  'train-extra-21.jsonl',
].map((name) => new URL(`../tagger/data/realworld/${name}`, import.meta.url));

export function loadRealWorld(paths: (URL | string)[] = REALWORLD_FILES): RealWorldItem[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => realWorldItemSchema.parse(JSON.parse(line))),
  );
}
