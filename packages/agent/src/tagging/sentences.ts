import { normalise, PhraseMatcher, unshielded, type CompiledLexicon } from '@thistle/language';

/**
 * Where a word sits changes what it says: a sector or a place in the sentence that says who may
 * apply is the item's; the same word in a case study or a list of examples is not.
 */
export interface Sentence {
  raw: string;
  norm: string;
  /** The normalised words, split once for the several matchers that read them. */
  words: string[];
}

export const wordsOf = (norm: string): string[] => norm.trim().split(' ');

/** A lexicon's noisy-or scores per id over words already split (as scoreLexicon does for a string). */
export function scoreWords(
  lexicon: CompiledLexicon,
  words: readonly string[],
): Map<string, number> {
  const miss = new Map<string, number>();
  for (const index of lexicon.matcher.findWords(unshielded(lexicon, words))) {
    const cue = lexicon.cues[index]!;
    miss.set(cue.id, (miss.get(cue.id) ?? 1) * (1 - cue.weight));
  }
  const out = new Map<string, number>();
  for (const [id, m] of miss) out.set(id, 1 - m);
  return out;
}

let last: { text: string; sentences: Sentence[] } | null = null;

/**
 * Sentences of a text, split after . ! ? ; (and line breaks) that are followed by a space. The
 * readers of one item all ask for the same body in turn, so the last answer is kept.
 */
export function sentencesOf(text: string): Sentence[] {
  if (last?.text === text) return last.sentences;
  const sentences = text
    .split(/(?<=[.!?;])\s+|\n+/)
    .filter((raw) => raw.trim().length > 0)
    .map((raw) => {
      const norm = normalise(raw);
      return { raw, norm, words: wordsOf(norm) };
    });
  last = { text, sentences };
  return sentences;
}

/** A list of cue phrases, normalised once, found as whole words in one pass over a text. */
export class PhraseSet {
  private readonly matcher: PhraseMatcher;

  constructor(phrases: string[]) {
    this.matcher = new PhraseMatcher(phrases.map(normalise));
  }

  /** How many distinct phrases of the set a normalised text (or its words) holds. */
  count(text: string | readonly string[]): number {
    return (typeof text === 'string' ? this.matcher.find(text) : this.matcher.findWords(text)).size;
  }

  /** Whether a normalised text (or its words) holds any of the phrases. */
  in(text: string | readonly string[]): boolean {
    return typeof text === 'string' ? this.matcher.occursIn(text) : this.matcher.any(text);
  }
}
