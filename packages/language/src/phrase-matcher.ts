/**
 * Finds which of many phrases occur in a normalised text, as whole words, in one pass over the
 * text's words (phrases are indexed by their first word). Much faster than one `includes` per
 * phrase when there are hundreds of phrases.
 */
let lastSplit: { text: string; words: string[] } = { text: '', words: [] };

/**
 * A normalised text's words. The same long text is matched against many phrase lists in a row
 * (every lexicon and cue list reads the whole item), so the last split is kept.
 */
function wordsOf(normalised: string): string[] {
  if (lastSplit.text !== normalised)
    lastSplit = { text: normalised, words: normalised.trim().split(' ') };
  return lastSplit.words;
}

export class PhraseMatcher {
  private readonly byFirst = new Map<string, Array<{ index: number; words: string[] }>>();

  constructor(phrases: string[]) {
    phrases.forEach((phrase, index) => {
      const words = phrase.trim().split(' ').filter(Boolean);
      if (words.length === 0) return;
      const list = this.byFirst.get(words[0]!) ?? [];
      list.push({ index, words });
      this.byFirst.set(words[0]!, list);
    });
  }

  /** Indexes of the phrases found in `normalised` (each once). */
  find(normalised: string): Set<number> {
    return this.findWords(wordsOf(normalised));
  }

  /** Whether any phrase occurs: stops at the first, where `findWords` reads the whole text. */
  any(words: readonly string[]): boolean {
    for (let i = 0; i < words.length; i++) {
      const candidates = this.byFirst.get(words[i]!);
      if (!candidates) continue;
      for (const c of candidates) if (this.matchesAt(words, i, c.words)) return true;
    }
    return false;
  }

  /** Whether any phrase occurs in a normalised text. */
  occursIn(normalised: string): boolean {
    return this.any(wordsOf(normalised));
  }

  private matchesAt(words: readonly string[], i: number, phrase: string[]): boolean {
    for (let k = 1; k < phrase.length; k++) if (words[i + k] !== phrase[k]) return false;
    return true;
  }

  /** The same, for a text already split into its normalised words (a caller reading it several times). */
  findWords(words: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (let i = 0; i < words.length; i++) {
      const candidates = this.byFirst.get(words[i]!);
      if (!candidates) continue;
      for (const c of candidates)
        if (!found.has(c.index) && this.matchesAt(words, i, c.words)) found.add(c.index);
    }
    return found;
  }
}
