import type { ExtractedFacts, ParsedEntry } from '../contracts.ts';
import { findAmountMax, mentionsFunding } from './amount.ts';
import { findDeadline, findLoneClosingDate } from './deadline.ts';
import { findEventDates, readsAsCall, readsAsEvent } from './event.ts';
import { findLocation } from './location.ts';

export { findAmountMax } from './amount.ts';
export { findDeadline } from './deadline.ts';
export { findEventDates } from './event.ts';
export { findLocation } from './location.ts';

export interface ExtractOptions {
  now: Date;
  /**
   * When the item was published: the reference for a date written without a year (falls back
   * to `now`). A publication date after `now` (a feed's clock, a scheduled post) counts as now.
   */
  published?: Date | null;
  /** The publishing source's name: the organisation when the entry names none. */
  sourceName?: string | null;
}

/** Deadline, the most one business can receive, event dates, location and organisation. */
export function extractFacts(entry: ParsedEntry, options: ExtractOptions): ExtractedFacts {
  const now = options.now;
  const published =
    options.published && !Number.isNaN(options.published.getTime())
      ? new Date(Math.min(options.published.getTime(), now.getTime()))
      : null;
  const text = `${entry.title}\n${entry.text ?? ''}`;
  const found = findDeadline(text, now, published);
  const { registrationOnly, windows } = found;
  let deadline = found.deadline;
  const amountMaxGbp = findAmountMax(text);
  const aboutFunding = mentionsFunding(text);
  if (!deadline && aboutFunding && !readsAsEvent(entry.title, text)) {
    const lone = findLoneClosingDate(text, published ?? now);
    if (lone) {
      deadline = lone.deadline;
      windows.push(lone.window);
    }
  }
  let eventStart = entry.eventStart ?? null;
  let eventEnd = entry.eventEnd ?? null;
  if (!eventStart && !readsAsCall(entry.title, !!deadline && !registrationOnly, aboutFunding)) {
    const found = findEventDates(text, published ?? now, windows, published);
    eventStart = found.start;
    eventEnd = found.end;
  }
  const isEvent = !!eventStart || /^(?:\w*Event)$/.test(entry.schemaType ?? '');
  return {
    deadline,
    amountMaxGbp,
    eventStart,
    eventEnd: eventEnd ?? null,
    location: findLocation(entry, text, isEvent),
    organisation: entry.organisation?.trim() || options.sourceName?.trim() || null,
  };
}
