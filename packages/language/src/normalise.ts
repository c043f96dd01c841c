/**
 * One normal form for every text this package compares: phrases in the gazetteer and lexicons
 * are normalised once at load and texts once per read, so they meet on equal terms, and a
 * trained model sees its features exactly as it did at training time.
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
