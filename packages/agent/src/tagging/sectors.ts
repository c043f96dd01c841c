import type { CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { readWhereNamed, type ExtraEvidence, type Reading, type ReadingCues } from './evidence.ts';
import { SECTOR_BODIES } from './publisher-cues.ts';
import { PhraseSet } from './sentences.ts';

/**
 * A sector tag hides an item from every owner outside that sector, so a sector is only the
 * item's when the text says the item is FOR it: the title names the sector, the publisher is a
 * sector body, or the sentence that names it says who the item is aimed at or who may apply. A
 * sector word anywhere else ("a loan for any business, from a shop to a software firm", "survey
 * results for construction and retail") is a mention in passing.
 *
 * evidence.ts reads where each sector is named; the rules turn that into a score with fixed
 * weights (SECTOR_CONTEXT), the trained model weighs it with weights learnt across all sectors.
 */

/** Sentences that say who an item is for (topics read them too: topics.ts). */
export const AIMED_AT = [
  'aimed at',
  'designed for',
  'targeted at',
  'targeting',
  'tailored',
  'specifically',
  'dedicated to',
  'exclusively',
  'only',
  'open to',
  'eligible',
  'eligibility',
  'can apply',
  'may apply',
  'to apply',
  'apply for',
  'apply to',
  'applicants',
  'must be',
  'must have',
  'invited',
  'inviting',
  'we invite',
  'are encouraged',
  'looking for',
  'is for',
  'are for',
  'support for',
  'help for',
  'helps',
  'helping',
  'for businesses',
  'for firms',
  'for companies',
  'for organisations',
  'for producers',
  'for owners',
  'for operators',
  'who run',
  'who own',
  'if you run',
  'if you are',
  'if your',
  'sign up',
  'take part',
  'register',
  'join',
];

/** A sentence that widens its audience: a sector named here is one example among others. */
export const INCLUSIVE = [
  'also',
  'as well as',
  'including',
  'such as',
  'e g',
  'for example',
  'whether',
  'from',
  'and other',
  'or other',
  'may be considered',
];

/** The item says it is open to every sector: no sector, whatever else it names. */
const ALL_SECTORS = [
  'all sectors',
  'any sector',
  'every sector',
  'any industry',
  'all industries',
  'every industry',
  'regardless of sector',
  'whatever your sector',
  'whatever sector',
  'of any kind',
  'of all kinds',
  'any kind of business',
  'all kinds of business',
  'any type of business',
  'all types of business',
  'businesses of any size',
  'no set theme',
  'across the economy',
  'anywhere in the economy',
];

/**
 * Words that make a name a body for a trade rather than a firm or a paper of it: "… Food and Drink
 * Association", "UK Games Fund", "Creative Wales" write for their trade; "The Courier", "… Accountants",
 * "The Scottish Farmer" carry a trade word without speaking for the trade.
 */
const BODY_WORDS = new PhraseSet([
  'association',
  'federation',
  'alliance',
  'fund',
  'network',
  'society',
  'guild',
  'institute',
  'board',
  'forum',
  'partnership',
  'awards',
  'council',
  'trust',
  'group',
  'club',
  'week',
  'festival',
  'scotland',
  'wales',
  'cymru',
  'ireland',
  'england',
  'britain',
  'uk',
]);

/** How sectors are read: sentences aimed at an audience, sentences that widen it, "all sectors". */
export const SECTOR_READING: ReadingCues = {
  aimedAt: new PhraseSet(AIMED_AT),
  inclusive: new PhraseSet(INCLUSIVE),
  everyId: new PhraseSet(ALL_SECTORS),
  bodyWords: BODY_WORDS,
  knownBodies: new Map(
    Object.entries(SECTOR_BODIES).map(([id, names]) => [id, new PhraseSet([...names])]),
  ),
};

export const readSectors = (input: TagInput, lexicon: CompiledLexicon): Reading =>
  readWhereNamed(input, lexicon, SECTOR_READING);

export interface SectorContextWeights {
  /** How much a sector named by the publisher's name counts (a sector body's item is usually for its sector). */
  organisation: number;
  /** How much a sector named only in passing counts. */
  passing: number;
  /** How much anything counts when the text says every sector is welcome. */
  allSectors: number;
}

/** The rules' fixed weights, set by reading the train splits (docs/tagging.md). */
export const SECTOR_CONTEXT: SectorContextWeights = {
  organisation: 0.8,
  passing: 0.25,
  allSectors: 0.2,
};

/** The rules' sector scores: a noisy-or of where each sector is named, each place weighted. */
export function sectorRuleScores(
  reading: Reading,
  weights: SectorContextWeights = SECTOR_CONTEXT,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, s] of reading.sightings) {
    let miss = (1 - s.title) * (1 - s.organisation * weights.organisation) * (1 - s.aimed);
    for (const v of s.passingScores) miss *= 1 - v * weights.passing;
    out.set(id, (1 - miss) * (reading.everyId ? weights.allSectors : 1));
  }
  return out;
}

/**
 * What the sector model weighs beyond where a sector is named: whether the publisher is a body for
 * it. Out of fold a trade word in a body's name was the item's sector about four times in five,
 * in a firm's or a paper's about half as often; named by the publisher alone (nothing in the title
 * or a who-may-apply sentence), about half the time for a body, so it lifts a sector without
 * deciding one. A known body of a trade (publisher-cues.ts) is weighed apart: it speaks for its
 * trade far more often than a name that merely holds a trade word.
 */
export const SECTOR_EVIDENCE: ExtraEvidence = {
  names: ['organisation-body', 'known-body'],
  of: (id, s, reading) => [
    reading.organisationIsBody ? s.organisation : 0,
    reading.knownBodyOf.has(id) ? 1 : 0,
  ],
};
