import { normalise, scoreLexicon, type CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { scoreWords, sentencesOf, type PhraseSet } from './sentences.ts';

/**
 * Where each id of a lexicon is named in an item: in the title, in the publisher's name, in the
 * sentence that says who the item is for, or only in passing. A word's place says more than the
 * word: "for tourism businesses" is an item's audience, "tourism trends improved" is not. Sectors
 * and topics are read this way (sectors.ts, topics.ts); a small model trained across every id of
 * a facet weighs the places, so a rare id gains from the common ones.
 */

/** Where one id is named in one item. */
export interface Sighting {
  title: number;
  organisation: number;
  /** Highest score in a sentence that says who the item is for, and whether that sentence widens its audience. */
  aimed: number;
  aimedInclusive: boolean;
  /** Highest score in any other sentence, and the scores of all such sentences. */
  passing: number;
  passingScores: number[];
  opening: number;
  sentences: number;
  /** A sentence naming this id names at least two others (a list). */
  listed: boolean;
}

export interface Reading {
  sightings: Map<string, Sighting>;
  sentences: number;
  /** The text says every id is welcome ("open to all sectors"). */
  everyId: boolean;
  /** How many ids the text names, when blank vectors were added for the others (topics.ts). */
  named?: number;
  /** The publisher's name reads as a body (an association, a fund, a nation's agency), when the cues say how to tell. */
  organisationIsBody: boolean;
  /** The ids whose known bodies the publisher is (a trade association, a sector agency), when the cues list them. */
  knownBodyOf: ReadonlySet<string>;
}

export interface ReadingCues {
  /** Phrases of a sentence that says who the item is for. */
  aimedAt: PhraseSet;
  /** Phrases of a sentence that widens its audience (an id named there is one example of several). */
  inclusive: PhraseSet;
  /** Phrases saying every id is welcome. */
  everyId: PhraseSet;
  /** Words of a publisher's name that make it a body for what it names. */
  bodyWords?: PhraseSet;
  /** Names of known bodies for each id, whatever words their names hold. */
  knownBodies?: ReadonlyMap<string, PhraseSet>;
}

/** An id not named at all: its vector then carries only the item-level signals. */
export const blankSighting = (): Sighting => ({
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

export function readWhereNamed(
  input: TagInput,
  lexicon: CompiledLexicon,
  cues: ReadingCues,
): Reading {
  const sightings = new Map<string, Sighting>();
  const at = (id: string) => {
    let s = sightings.get(id);
    if (!s) sightings.set(id, (s = blankSighting()));
    return s;
  };
  const titleNorm = normalise(input.title);
  for (const [id, v] of scoreLexicon(lexicon, titleNorm)) at(id).title = v;
  const organisationNorm = input.organisation ? normalise(input.organisation) : '';
  if (organisationNorm) {
    for (const [id, v] of scoreLexicon(lexicon, organisationNorm)) at(id).organisation = v;
  }
  const knownBodyOf = new Set<string>();
  for (const [id, names] of cues.knownBodies ?? []) {
    if (!organisationNorm || !names.in(organisationNorm)) continue;
    knownBodyOf.add(id);
    at(id).organisation = 1;
  }
  let everyId = cues.everyId.in(titleNorm);
  const sentences = sentencesOf(input.body);
  sentences.forEach((sentence, index) => {
    if (cues.everyId.in(sentence.words)) everyId = true;
    const scores = scoreWords(lexicon, sentence.words);
    if (scores.size === 0) return;
    const aimed = cues.aimedAt.in(sentence.words);
    const inclusive = aimed && cues.inclusive.in(sentence.words);
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
  const organisationIsBody =
    knownBodyOf.size > 0 || (!!organisationNorm && !!cues.bodyWords?.in(organisationNorm));
  return { sightings, sentences: sentences.length, everyId, organisationIsBody, knownBodyOf };
}

/** The evidence a trained model weighs for one id of one item, in this order. */
export const EVIDENCE_FEATURES = [
  'title',
  'organisation',
  'aimed',
  'aimed-inclusive',
  'passing',
  'opening',
  'share-of-sentences',
  'listed',
  'other-ids',
  'every-id',
  'title-strong',
  'aimed-strong',
  'passing-only',
  'mentions',
] as const;

/**
 * Features a facet adds of its own, per id (sectors.ts: a trade word in a body's name; topics.ts:
 * whether the text names the topic at all).
 */
export interface ExtraEvidence {
  names: readonly string[];
  of: (id: string, sighting: Sighting, reading: Reading) => number[];
}

/**
 * The evidence vector per id named, followed by a one-hot of the id among `ids` (so the model
 * also learns how often each id is the item's when named at all).
 */
export function evidenceVectors(
  reading: Reading,
  ids: readonly string[],
  signals: number[] = [],
  extra?: ExtraEvidence,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const others = Math.min(1, ((reading.named ?? reading.sightings.size) - 1) / 4);
  for (const [id, s] of reading.sightings) {
    const at = ids.indexOf(id);
    // The id's one-hot and its block of item-level signals, crossed with the id so each can count
    // for one id and against another: every other id's block is zero. Filled in place, as every
    // topic now gets a vector on every item and building the blocks one array at a time was most
    // of the tagger's time.
    const crossed = new Array<number>(ids.length + ids.length * signals.length).fill(0);
    if (at >= 0) {
      crossed[at] = 1;
      for (let k = 0; k < signals.length; k++)
        crossed[ids.length + at * signals.length + k] = signals[k]!;
    }
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
      reading.everyId ? 1 : 0,
      s.title >= 0.7 ? 1 : 0,
      s.aimed >= 0.7 ? 1 : 0,
      s.title === 0 && s.aimed === 0 && s.organisation === 0 ? s.passing : 0,
      Math.min(3, s.sentences) / 3,
      ...crossed,
      ...(extra ? extra.of(id, s, reading) : []),
    ]);
  }
  return out;
}

export const evidenceFeatureNames = (
  ids: readonly string[],
  signals: readonly string[] = [],
  extra?: ExtraEvidence,
) => [
  ...EVIDENCE_FEATURES,
  ...ids.map((id) => `id:${id}`),
  ...ids.flatMap((id) => signals.map((signal) => `${signal}:${id}`)),
  ...(extra?.names ?? []),
];
