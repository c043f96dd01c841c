/**
 * How telling a word is: one that most items use ("online", "office", "report") says little
 * about a match; one few use ("shellfish", "apprentice") says a lot. Measured on a sample of
 * items: the inverse document frequency scaled to 1 for a word only one item uses, and 0 for a
 * word in a tenth of the items or more.
 */
import { contentWords } from './words.ts';

/** Below this many items the sample says nothing about rarity: every word counts fully. */
const MIN_SAMPLE = 50;
/** A word in this share of items or more is common enough to mean nothing. */
const COMMON_SHARE = 0.1;

export interface WordRarity {
  weight(stem: string): number;
}

export const EVERY_WORD_COUNTS: WordRarity = { weight: () => 1 };

export function measureWordRarity(texts: Iterable<string>): WordRarity {
  const frequency = new Map<string, number>();
  let documents = 0;
  for (const text of texts) {
    documents++;
    for (const stem of contentWords(text, { pairs: true }).keys()) {
      frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    }
  }
  if (documents < MIN_SAMPLE) return EVERY_WORD_COUNTS;
  const rarest = Math.log(documents);
  return {
    weight(stem) {
      const seen = Math.max(1, frequency.get(stem) ?? 0);
      return seen >= COMMON_SHARE * documents ? 0 : Math.log(documents / seen) / rarest;
    },
  };
}
