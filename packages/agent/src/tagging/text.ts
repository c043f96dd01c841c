/**
 * Text normalisation shared by the rules, the model and the trainer: the model's features must
 * be computed exactly as they were at training time, so there is one tokeniser.
 */

/** Lower case, accents folded, '&' spelled out, everything else that is not a letter or digit becomes a space. */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/£/g, ' gbp ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim()} `;
}

const STOP = new Set(
  'a an the and or of to in on for with by at from is are be as it its this that we our you your will can into their they has have was were which who all up any also more than about new'.split(
    ' ',
  ),
);

/** Unigrams (stop words dropped, numbers folded) and bigrams of the normalised text. */
export function features(normalised: string): string[] {
  const words = normalised
    .trim()
    .split(' ')
    .filter((w) => w.length > 0)
    .map((w) => (/^\d+$/.test(w) ? (w.length === 4 ? '#yyyy' : '#n') : w));
  const out: string[] = [];
  let prev: string | null = null;
  for (const w of words) {
    if (STOP.has(w)) {
      prev = null;
      continue;
    }
    out.push(w);
    if (prev !== null) out.push(`${prev}_${w}`);
    prev = w;
  }
  return out;
}

/** The text a tagger reads for one item: the title counts twice, it is the densest part. */
export function itemText(input: {
  title: string;
  body: string;
  organisation?: string | null;
}): string {
  return `${input.title}. ${input.title}. ${input.body} ${input.organisation ?? ''}`;
}

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
    const words = normalised.trim().split(' ');
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
