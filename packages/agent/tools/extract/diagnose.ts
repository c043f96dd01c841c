import { findDateMentions } from '../../src/extract/dates.ts';
import { extractFacts } from '../../src/extract/index.ts';
import { settleMention } from '../../src/extract/year.ts';
import { zonedTime } from '../../src/time.ts';
import type { RealWorldItem } from './realworld.ts';
import type { Miss } from './scoring.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The crawl date the figures assume: after every item's publication, as when an operator
 * backfills old pages. Fixed, so the figures do not drift with the calendar.
 */
export const CRAWL_DATE = new Date('2026-11-21T12:00:00Z');

/** The facts the extractor reads from a real-world item, crawled on CRAWL_DATE. */
export function extractFromItem(item: RealWorldItem) {
  return extractFacts(
    { title: item.title, text: item.body, link: null, organisation: item.organisation ?? null },
    { now: CRAWL_DATE, published: publishedInstant(item) },
  );
}

/** The publication date as the extractor is given it: midday in London. */
export function publishedInstant(item: RealWorldItem): Date {
  const [y, m, d] = item.published.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 12);
}

/**
 * For a missed date: whether the date grammar read the expected day anywhere in the text (so
 * the choice went wrong) or never read it (so the phrasing is new to the grammar).
 */
export function whereDateMissed(
  item: RealWorldItem,
  miss: Miss,
): 'read, not chosen' | 'not read' | null {
  if (miss.fact === 'amountMaxGbp' || typeof miss.expected !== 'string') return null;
  const day = miss.expected.slice(0, 10);
  const text = `${item.title}\n${item.body}`;
  const read = findDateMentions(text).some((mention) => {
    const settled = settleMention(mention, publishedInstant(item));
    return [settled?.start, settled?.finish].some(
      (p) => p && `${p.year}-${pad(p.month)}-${pad(p.day)}` === day,
    );
  });
  return read ? 'read, not chosen' : 'not read';
}
