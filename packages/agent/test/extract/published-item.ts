/**
 * The extraction tests' item: read as published on Friday 10 January 2025 and crawled long
 * after, so a date without a year must come from the publication date, not from the crawl.
 */
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
