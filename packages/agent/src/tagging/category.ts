import { normalise, scoreLexicon, type CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { PhraseSet } from './sentences.ts';
import { readWhereNamed, type Reading } from './evidence.ts';

/**
 * Money words make the rules lean to `funding` whatever the item is. What makes an item funding is
 * an invitation to apply (bid, enter, claim); real publishers' pages about money that invite no
 * one are news about money (sums paid out, schemes evaluated, funds allocated), which the
 * conventions call market insights. Short items (a feed's one-line summary) often omit the
 * invitation, so only a text long enough to have given one is judged by its absence.
 */
const INVITES_APPLICATIONS = new PhraseSet([
  'apply',
  'application',
  'applications',
  'applicants',
  'deadline',
  'closing date',
  'closes',
  'bid',
  'bids',
  'bidding',
  'tender',
  'tenders',
  'submit',
  'eligible',
  'eligibility',
  'expression of interest',
  'expressions of interest',
  'enter',
  'entries',
  'claim',
  'nominate',
  'nominations',
  'quotes',
  'quotations',
  'invited to',
  'inviting',
  'register your interest',
  'now open',
  'is open',
  'are open',
  'opens',
]);

/** Words of body from which a page that invites no applications is taken to be about money, not offering it. */
export const LONG_ENOUGH_TO_INVITE = 60;
const NO_INVITATION_FACTOR = 0.5;

export function invitesApplications(norm: string): boolean {
  return INVITES_APPLICATIONS.in(norm);
}

export function categoryRuleScores(
  input: TagInput,
  norm: string,
  lexicon: CompiledLexicon,
): Map<string, number> {
  const scores = scoreLexicon(lexicon, norm);
  const words = input.body.split(/\s+/).length;
  const funding = scores.get('funding');
  if (funding !== undefined && words >= LONG_ENOUGH_TO_INVITE && !invitesApplications(norm)) {
    scores.set('funding', funding * NO_INVITATION_FACTOR);
  }
  return scores;
}

const NOTHING = new PhraseSet([]);
/** Category cues have no audience: only where they sit counts. */
const CATEGORY_READING = { aimedAt: NOTHING, inclusive: NOTHING, everyId: NOTHING };

/** Where the category cues sit: the title and the opening sentence say what an item is. */
export const readCategory = (input: TagInput, lexicon: CompiledLexicon): Reading =>
  readWhereNamed(input, lexicon, CATEGORY_READING);

const REPORTING = [
  'said',
  'welcomed',
  'announced',
  'has been',
  'have been',
  'were',
  'was',
  'has',
  'had',
].map(normalise);
const EVENT_TIME =
  / (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) | \d{1,2}(?: \d{2})?(?:am|pm) /;

/** What the item's voice says about its category, beyond its words: named in CATEGORY_SIGNALS. */
export const CATEGORY_SIGNALS = [
  'invites-applications',
  'long-without-invitation',
  'reporting',
  'event-time',
  'question-title',
  'money-in-title',
] as const;

export function categorySignals(input: TagInput, norm: string): number[] {
  const invites = invitesApplications(norm);
  const words = input.body.split(/\s+/).length;
  const reporting = REPORTING.filter((p) => norm.includes(p)).length;
  const title = normalise(input.title);
  return [
    invites ? 1 : 0,
    !invites && words >= LONG_ENOUGH_TO_INVITE ? 1 : 0,
    Math.min(3, reporting) / 3,
    EVENT_TIME.test(norm) ? 1 : 0,
    input.title.trim().endsWith('?') ? 1 : 0,
    title.includes(' gbp ') ? 1 : 0,
  ];
}
