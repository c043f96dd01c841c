import { distinguishing, normaliseWords } from './fingerprint.ts';

/**
 * Index keys for finding items whose titles may be alike, by MinHash locality-sensitive
 * hashing over the title's word set (the set `titleSimilarity` compares). Each of BANDS keys
 * hashes ROWS MinHash values: two titles with word-set Jaccard similarity s share at least one
 * key with probability 1 - (1 - s^ROWS)^BANDS, 99.5 % at the 0.6 threshold and 100 % for the
 * same words. The keys only choose candidates; `isCopy` still decides.
 *
 * Titles that name different numbers or months are never alike (`titleSimilarity` gives 0),
 * so each key also carries the title's distinguishing words: "Round 3" and "Round 4" of a
 * fund, or a thousand numbered notices sharing their other words, never become each other's
 * candidates. A title without such words may match a title with them, so every item also
 * stores wildcard keys that ignore them, and a lookup by such a title uses those.
 */
const BANDS = 12;
const ROWS = 2;
/** A lookup tries every subset of the title's distinguishing words, up to this many words. */
const MAX_DISTINGUISHING = 5;
const WILDCARD = '*';

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every input bit affects every output bit. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function minHashes(words: Set<string>): number[] {
  const bases = [...words].map(fnv1a);
  const signature: number[] = [];
  for (let i = 0; i < BANDS * ROWS; i++) {
    const seed = Math.imul(i + 1, 0x9e3779b9);
    let min = 0xffffffff;
    for (const base of bases) min = Math.min(min, mix(base ^ seed));
    signature.push(min);
  }
  return signature;
}

/** One key per band, as a signed 32-bit integer (a Postgres `integer`). */
function bandKeys(signature: number[], editions: string): number[] {
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band++) {
    const rows = signature.slice(band * ROWS, (band + 1) * ROWS).join(',');
    keys.push(mix(fnv1a(`${band}|${editions}|${rows}`)) | 0);
  }
  return keys;
}

const editionsOf = (words: Iterable<string>) => [...words].sort().join(' ');

function titleWords(title: string) {
  const words = new Set(normaliseWords(title));
  return { words, editions: distinguishing(words) };
}

/** The keys stored with an item: under its own distinguishing words, and the wildcard ones. */
export function titleKeys(title: string): number[] {
  const { words, editions } = titleWords(title);
  const signature = minHashes(words);
  return [
    ...new Set([...bandKeys(signature, editionsOf(editions)), ...bandKeys(signature, WILDCARD)]),
  ];
}

/**
 * The keys to look an entry's title up by. With distinguishing words, only items whose own
 * distinguishing words are a subset of them can be alike (none at all included); without
 * any (or with too many to enumerate), any item can be, through its wildcard keys.
 */
export function titleLookupKeys(title: string): number[] {
  const { words, editions } = titleWords(title);
  const signature = minHashes(words);
  const list = [...editions];
  if (list.length === 0 || list.length > MAX_DISTINGUISHING) {
    return [...new Set(bandKeys(signature, WILDCARD))];
  }
  const keys = new Set<number>();
  for (let mask = 0; mask < 1 << list.length; mask++) {
    const subset = list.filter((_, i) => mask & (1 << i));
    for (const key of bandKeys(signature, editionsOf(subset))) keys.add(key);
  }
  return [...keys];
}

/**
 * Whether `text` names every number and month `title` names: "Growth Fund 12-3" is not a copy
 * of an item that never mentions 12, however alike the rest of the words.
 */
export function mentionsEditionsOf(title: string, text: string): boolean {
  const { editions } = titleWords(title);
  if (editions.size === 0) return true;
  const words = new Set(normaliseWords(text));
  return [...editions].every((word) => words.has(word));
}
