import { createHash } from 'node:crypto';

/** Lower-case words of letters and digits, accents folded: the text both sources share. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&amp;/g, ' and ')
    .split(/[^a-z0-9£]+/)
    .filter((word) => word.length > 0);
}

function hash64(value: string): bigint {
  return createHash('sha1').update(value).digest().readBigUInt64BE(0);
}

const MASK = (1n << 64n) - 1n;

/**
 * A 64-bit SimHash of the title and body's word 3-shingles (16 hex digits): equal for two
 * copies of one text that differ only in case, punctuation, accents or spacing. (On texts of
 * a few dozen words SimHash distances are too noisy to trust, so near-copies are found by
 * `textOverlap` instead.)
 */
export function fingerprint(title: string, body: string): string {
  const words = [...normaliseWords(title), ...normaliseWords(body).slice(0, 400)];
  const shingles: string[] = [];
  if (words.length < 3) shingles.push(words.join(' '));
  for (let i = 0; i + 3 <= words.length; i++) shingles.push(words.slice(i, i + 3).join(' '));
  const weights = new Array<number>(64).fill(0);
  for (const shingle of shingles) {
    const h = hash64(shingle);
    for (let bit = 0; bit < 64; bit++) weights[bit]! += (h >> BigInt(bit)) & 1n ? 1 : -1;
  }
  let value = 0n;
  for (let bit = 0; bit < 64; bit++) if (weights[bit]! > 0) value |= 1n << BigInt(bit);
  return (value & MASK).toString(16).padStart(16, '0');
}

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);

/** Words that tell apart two editions of one series: numbers, years, months. */
export function distinguishing(words: Set<string>): Set<string> {
  return new Set([...words].filter((w) => /\d/.test(w) || MONTHS.has(w)));
}

/**
 * Jaccard similarity of two titles' word sets, from 0 (nothing shared) to 1 (same words).
 * Titles that name different numbers or months ("Round 3" / "Round 4", "March" / "April")
 * score 0: they are two editions, not two copies.
 */
export function titleSimilarity(a: string, b: string): number {
  const left = new Set(normaliseWords(a));
  const right = new Set(normaliseWords(b));
  if (left.size === 0 && right.size === 0) return 1;
  const dl = distinguishing(left);
  const dr = distinguishing(right);
  if (dl.size > 0 && dr.size > 0 && [...dl].some((w) => !dr.has(w))) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

function shingles(text: string): Set<string> {
  const words = normaliseWords(text);
  const set = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) set.add(words.slice(i, i + 3).join(' '));
  if (set.size === 0 && words.length > 0) set.add(words.join(' '));
  return set;
}

/**
 * How much of the shorter text the longer one repeats (overlap of word 3-shingles, 0 to 1): a
 * newsletter's teaser of an announcement scores high against the announcement itself.
 */
export function textOverlap(a: string, b: string): number {
  const left = shingles(a);
  const right = shingles(b);
  const smaller = left.size <= right.size ? left : right;
  const larger = smaller === left ? right : left;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const s of smaller) if (larger.has(s)) shared++;
  return shared / smaller.size;
}

/** Titles at least this alike, and texts overlapping at least this much, are one item. */
export const NEAR_DUPLICATE_TITLE = 0.6;
export const NEAR_DUPLICATE_TEXT = 0.7;
