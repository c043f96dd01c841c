import { normalise, scoreLexicon, type CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { hasAnyPhrase, sentencesOf } from './sentences.ts';

/**
 * A sector tag hides an item from every owner outside that sector, so a sector is only the
 * item's when the text says the item is FOR it: the title names the sector, the publisher is a
 * sector body, or the sentence that names it says who the item is aimed at or who may apply. A
 * sector word anywhere else ("a loan for any business, from a shop to a software firm", "survey
 * results for construction and retail") is a mention in passing.
 *
 * This file reads where each sector is named. The rules turn that into a score with fixed
 * weights (SECTOR_CONTEXT); a trained model weighs the same evidence (SECTOR_EVIDENCE) with
 * weights learnt across every sector at once, so a rare sector gains from the common ones.
 */

/** Sentences that say who an item is for. */
const AIMED_AT = [
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
].map(normalise);

/** A sentence that widens its audience: a sector named here is one example among others. */
const INCLUSIVE = [
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
].map(normalise);

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
].map(normalise);

/** Where one sector is named in one item. */
interface SectorSighting {
  title: number;
  organisation: number;
  /** Highest score in a sentence saying who the item is for, and whether such a sentence widens it. */
  aimed: number;
  aimedInclusive: boolean;
  /** Highest score in any other sentence, and the scores of all such sentences. */
  passing: number;
  passingScores: number[];
  opening: number;
  sentences: number;
  /** A sentence naming this sector names at least two others (a list). */
  listed: boolean;
}

export interface SectorReading {
  sightings: Map<string, SectorSighting>;
  sentences: number;
  allSectors: boolean;
}

const blank = (): SectorSighting => ({
  title: 0,
  organisation: 0,
  aimed: 0,
  aimedInclusive: false,
  passing: 0,
  passingScores: [],
  opening: 0,
  sentences: 0,
  listed: false,
});

/** Where each sector of the lexicon is named in the item. */
export function readSectors(input: TagInput, lexicon: CompiledLexicon): SectorReading {
  const sightings = new Map<string, SectorSighting>();
  const at = (id: string) => {
    let s = sightings.get(id);
    if (!s) sightings.set(id, (s = blank()));
    return s;
  };
  const titleNorm = normalise(input.title);
  for (const [id, v] of scoreLexicon(lexicon, titleNorm)) at(id).title = v;
  if (input.organisation) {
    for (const [id, v] of scoreLexicon(lexicon, normalise(input.organisation)))
      at(id).organisation = v;
  }
  let allSectors = hasAnyPhrase(titleNorm, ALL_SECTORS);
  const sentences = sentencesOf(input.body);
  sentences.forEach((sentence, index) => {
    if (hasAnyPhrase(sentence.norm, ALL_SECTORS)) allSectors = true;
    const scores = scoreLexicon(lexicon, sentence.norm);
    if (scores.size === 0) return;
    const aimed = hasAnyPhrase(sentence.norm, AIMED_AT);
    const inclusive = aimed && hasAnyPhrase(sentence.norm, INCLUSIVE);
    for (const [id, v] of scores) {
      const s = at(id);
      s.sentences += 1;
      if (scores.size >= 3) s.listed = true;
      if (index === 0) s.opening = Math.max(s.opening, v);
      if (aimed) {
        s.aimed = Math.max(s.aimed, v);
        s.aimedInclusive ||= inclusive;
      } else {
        s.passing = Math.max(s.passing, v);
        s.passingScores.push(v);
      }
    }
  });
  return { sightings, sentences: sentences.length, allSectors };
}

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
  reading: SectorReading,
  weights: SectorContextWeights = SECTOR_CONTEXT,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, s] of reading.sightings) {
    let miss = (1 - s.title) * (1 - s.organisation * weights.organisation) * (1 - s.aimed);
    for (const v of s.passingScores) miss *= 1 - v * weights.passing;
    out.set(id, (1 - miss) * (reading.allSectors ? weights.allSectors : 1));
  }
  return out;
}

/** The evidence a trained model weighs for one sector of one item (names in SECTOR_EVIDENCE). */
export const SECTOR_EVIDENCE = [
  'title',
  'organisation',
  'aimed',
  'aimed-inclusive',
  'passing',
  'opening',
  'share-of-sentences',
  'listed',
  'other-sectors',
  'all-sectors',
  'title-strong',
  'aimed-strong',
  'passing-only',
  'mentions',
] as const;

export function sectorEvidence(reading: SectorReading): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const others = Math.min(1, (reading.sightings.size - 1) / 4);
  for (const [id, s] of reading.sightings) {
    out.set(id, [
      s.title,
      s.organisation,
      s.aimed,
      s.aimedInclusive ? s.aimed : 0,
      s.passing,
      s.opening,
      reading.sentences === 0 ? 0 : s.sentences / reading.sentences,
      s.listed ? 1 : 0,
      others,
      reading.allSectors ? 1 : 0,
      s.title >= 0.7 ? 1 : 0,
      s.aimed >= 0.7 ? 1 : 0,
      s.title === 0 && s.aimed === 0 && s.organisation === 0 ? s.passing : 0,
      Math.min(3, s.sentences) / 3,
    ]);
  }
  return out;
}
