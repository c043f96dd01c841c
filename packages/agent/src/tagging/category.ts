import { normalise, scoreLexicon, type CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { hasAnyPhrase } from './sentences.ts';

/**
 * Money words make the rules lean to `funding` whatever the item is. What makes an item funding is
 * an invitation to apply (bid, enter, claim); real publishers' pages about money that invite no
 * one are news about money (sums paid out, schemes evaluated, funds allocated), which the
 * conventions call market insights. Short items (a feed's one-line summary) often omit the
 * invitation, so only a text long enough to have given one is judged by its absence.
 */
const INVITES_APPLICATIONS = [
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
].map(normalise);

/** Words of body from which a page that invites no applications is taken to be about money, not offering it. */
export const LONG_ENOUGH_TO_INVITE = 60;
const NO_INVITATION_FACTOR = Number(process.env.NOINV ?? 0.5);

export function invitesApplications(norm: string): boolean {
  return hasAnyPhrase(norm, INVITES_APPLICATIONS);
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
