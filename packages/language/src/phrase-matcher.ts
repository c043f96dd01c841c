/**
 * Finds which of many phrases occur in a normalised text, as whole words, in one pass over the
 * text's words (phrases are indexed by their first word). Much faster than one `includes` per
 * phrase when there are hundreds of phrases.
 */
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
    return this.findWords(normalised.trim().split(' '));
  }

  /** The same, for a text already split into its normalised words (a caller reading it several times). */
  findWords(words: readonly string[]): Set<number> {
    const found = new Set<number>();
    for (let i = 0; i < words.length; i++) {
      const candidates = this.byFirst.get(words[i]!);
      if (!candidates) continue;
      for (const c of candidates) {
        if (found.has(c.index)) continue;
        let ok = true;
        for (let k = 1; k < c.words.length; k++) {
          if (words[i + k] !== c.words[k]) {
            ok = false;
            break;
          }
        }
        if (ok) found.add(c.index);
      }
    }
    return found;
  }
}
