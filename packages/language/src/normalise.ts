/**
 * One normal form for every text this package compares: phrases in the gazetteer and lexicons
 * are normalised once at load and texts once per read, so they meet on equal terms, and a
 * trained model sees its features exactly as it did at training time.
 */

const NON_ASCII = /[^\u0020-\u007e\s]/;

/** Lower case, accents folded, '&' spelled out, everything else that is not a letter or digit becomes a space. */
export function normalise(text: string): string {
  let lower = text.toLowerCase();
  // Folding accents and spelling out '£' only ever touch non-ASCII text; most text is ASCII.
  if (NON_ASCII.test(lower)) {
    lower = lower
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/£/g, ' gbp ');
  }
  if (lower.includes('&')) lower = lower.replace(/&/g, ' and ');
  return ` ${joinWords(lower)} `;
}

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 37;

/**
 * The runs of a-z, 0-9 and '%' in a lower-cased text, joined by single spaces: what
 * `.replace(/[^a-z0-9%]+/g, ' ').trim()` gives, in one pass without a regular expression (the
 * tagger normalises every sentence of every item, and this was its costliest step).
 */
function joinWords(text: string): string {
  let out = '';
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && isWordCode(text.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out += out.length === 0 ? text.slice(start, i) : ` ${text.slice(start, i)}`;
      start = -1;
    }
  }
  return out;
}
