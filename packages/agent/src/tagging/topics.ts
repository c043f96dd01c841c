import type { CompiledLexicon } from '@thistle/language';
import type { TagInput } from '../contracts.ts';
import { readWhereNamed, type Reading, type ReadingCues } from './evidence.ts';
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

export const readTopics = (input: TagInput, lexicon: CompiledLexicon): Reading =>
  readWhereNamed(input, lexicon, TOPIC_READING);
