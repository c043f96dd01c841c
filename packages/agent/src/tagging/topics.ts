import type { CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import {
  blankSighting,
  readWhereNamed,
  type ExtraEvidence,
  type Reading,
  type ReadingCues,
} from './evidence.ts';
import { AIMED_AT, INCLUSIVE } from './sectors.ts';
import { PhraseSet } from './sentences.ts';

/**
 * Topics are what an item helps with. As with sectors, the place a topic word sits matters: the
 * title and the sentence that says what the support covers are the item's; "staff numbers" in an
 * eligibility rule or "premises" in a grant's conditions are not what it helps with.
 */
const WHAT_IT_HELPS_WITH = [
  ...AIMED_AT,

  'help you',
  'helps you',
  'to help',
  'will help',
  'designed to',
  'focus on',
  'focuses on',
  'covering',
  'covers',
  'topics include',
  'learn',
  'will look at',
  'explains',
  'guide to',
  'how to',
  'advice on',
  'support with',
  'towards',
  'to pay for',
  'can pay for',
  'can be used',
];

export const TOPIC_READING: ReadingCues = {
  aimedAt: new PhraseSet(WHAT_IT_HELPS_WITH),
  inclusive: new PhraseSet(INCLUSIVE),
  everyId: new PhraseSet([]),
};

/**
 * Every topic gets a vector, named or not: an awards night or an expo is a chance to meet people
 * and to be seen whether or not it says "networking", and the item's voice (crossed with each
 * topic in the model) can say so.
 */
export function readTopics(input: TagInput, lexicon: CompiledLexicon): Reading {
  const reading = readWhereNamed(input, lexicon, TOPIC_READING);
  reading.named = reading.sightings.size;
  for (const id of lexicon.ids)
    if (!reading.sightings.has(id)) reading.sightings.set(id, blankSighting());
  return reading;
}

/** Whether the topic is named at all: a topic the text never names starts from its own, lower, odds. */
export const TOPIC_EVIDENCE: ExtraEvidence = {
  names: ['unnamed'],
  of: (_id, s) => [s.title === 0 && s.sentences === 0 && s.organisation === 0 ? 1 : 0],
};
