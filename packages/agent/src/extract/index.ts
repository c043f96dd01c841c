import type { ExtractedFacts, ParsedEntry } from '../contracts.ts';
import { findAmountMax, mentionsFunding } from './amount.ts';
import { findDeadline, findLoneClosingDate } from './deadline.ts';
import { findEventDates, readsAsCall, readsAsEvent } from './event.ts';
import { findLocation } from './location.ts';

export { amountOnOffer, findAmountMax } from './amount.ts';
export { findDeadline } from './deadline.ts';
export { eventDatesAsStored, findEventDates } from './event.ts';
export { findLocation } from './location.ts';

/** A title naming an event that explains something: "Applicant briefing", "How to apply: workshop". */
const EXPLAINER_TITLE =
  /\b(?:briefings?|workshops?|webinars?|roadshows?|information\s+(?:sessions?|events?|evenings?)|drop-ins?|surger(?:y|ies)|q&a|how\s+to\s+apply|clinics?)\b/i;
/** Money won at an event: a pitch, a competition's prize. */
const PRIZE = /\b(?:prizes?|win|wins|winners?|pitch(?:ing)?\s+for)\b/i;

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
  // Templated terms leave placeholders around filled-in values: "by 5pm on [Friday 6th February]".
  const text = `${entry.title}\n${entry.text ?? ''}`.replace(/\[\s*([^\]\n]{1,60}?)\s*\]/g, '$1');
  const found = findDeadline(text, now, published);
  const { registrationOnly, windows } = found;
  let deadline = found.deadline;
  const amountMaxGbp = findAmountMax(text);
  const aboutFunding = mentionsFunding(text);
  // With no cue, a call for money (not an event's page) that names one date ahead closes on it.
  if (!deadline && aboutFunding && !readsAsEvent(entry.title, text)) {
    const lone = findLoneClosingDate(text, published ?? now);
    if (lone) {
      deadline = lone.deadline;
      windows.push(lone.window);
    }
  }
  let eventStart = entry.eventStart ?? null;
  let eventEnd = entry.eventEnd ?? null;
  if (
    !eventStart &&
    !readsAsCall(entry.title, !!deadline && !registrationOnly, aboutFunding, text)
  ) {
    const found = findEventDates(text, published ?? now, windows, published);
    eventStart = found.start;
    eventEnd = found.end;
  }
  const isEvent = !!eventStart || /^(?:\w*Event)$/.test(entry.schemaType ?? '');
  // A briefing or workshop about a fund, with no application of its own to close, offers
  // nothing itself: its sums describe the fund. A prize to be won at the event still counts.
  const explainsFund =
    isEvent && !deadline && EXPLAINER_TITLE.test(entry.title) && !PRIZE.test(text);
  return {
    deadline,
    amountMaxGbp: explainsFund ? null : amountMaxGbp,
    eventStart,
    eventEnd: eventEnd ?? null,
    location: findLocation(entry, text, isEvent),
    organisation: entry.organisation?.trim() || options.sourceName?.trim() || null,
  };
}
