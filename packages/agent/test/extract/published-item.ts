/**
 * The extraction tests' item: read as published on Friday 10 January 2025 and crawled long
 * after, so a date without a year must come from the publication date, not from the crawl.
 */
import { expect, it } from 'vitest';
import { extractFacts } from '../../src/extract/index.ts';
import { wallClock } from '../../src/time.ts';

const now = new Date('2026-11-21T12:00:00Z');
export const published = new Date('2025-01-10T12:00:00Z');

/** London wall time, as the real-world set writes it: a date, with HH:mm when there is a time. */
export function local(instant: Date | null): string | null {
  if (!instant) return null;
  const w = wallClock(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

export const facts = (text: string, title = 'Item') =>
  extractFacts({ title, link: null, text }, { now, published });

type Fact = 'deadline' | 'eventStart' | 'amountMaxGbp';

/** A fact as the real-world set writes it: London time for dates, whole pounds for the amount. */
export function readFact(fact: Fact, text: string, title?: string): string | number | null {
  const found = facts(text, title);
  return fact === 'amountMaxGbp' ? found.amountMaxGbp : local(found[fact]);
}

/** One test per [text, expected] case: the fact read from the text. */
export function itReadsEach(
  fact: Fact,
  cases: Array<[string, string | number | null]>,
  title?: string,
): void {
  it.each(cases)('%s', (text, expected) => {
    expect(readFact(fact, text, title)).toBe(expected);
  });
}

/** One test per text that states no such fact. */
export function itReadsNone(fact: Fact, texts: string[], title?: string): void {
  it.each(texts)(`no ${fact}: %s`, (text) => {
    expect(readFact(fact, text, title)).toBeNull();
  });
}
