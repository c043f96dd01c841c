/**
 * Small pieces of reading owners' messages: numbers written as words, sentence splitting,
 * tidying an answer for storage. No field knowledge here.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  none: 0,
  nil: 0,
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  few: 3,
  four: 4,
  five: 5,
  six: 6,
  half: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** "thirty-four" → 34, "a dozen" → 12, "twenty" → 20; null when the words are not a number. */
export function wordsToNumber(words: string): number | null {
  const parts = words
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'and');
  if (parts.length === 0) return null;
  let total = 0;
  let seen = false;
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      total += Number(part);
      seen = true;
    } else if (part in TENS) {
      total += TENS[part]!;
      seen = true;
    } else if (part in UNITS) {
      total += UNITS[part]!;
      seen = true;
    } else if (part === 'hundred' && seen) {
      total *= 100;
    } else {
      return null;
    }
  }
  return seen ? total : null;
}

const NUMBER_WORD = `(?:\\d+|${[...Object.keys(TENS), ...Object.keys(UNITS).filter((w) => w.length > 2)].join('|')})`;
/** A number written in digits or words ("34", "thirty four", "thirty-four", "a dozen"). */
export const NUMBER_PATTERN = `${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})?`;

export function firstNumber(text: string): number | null {
  const match = new RegExp(`\\b(${NUMBER_PATTERN})\\b`, 'i').exec(text);
  return match ? wordsToNumber(match[1]!) : null;
}

/** Sentences, roughly: split after . ! ? and at line breaks and bullets. */
export function sentences(text: string): string[] {
  return text
    .split(
      /(?<=(?<!\b(?:St|Dr|Mr|Mrs|Ms|Mt|approx|e\.g|i\.e|etc|est|no|vs|Ltd|Co))[.!?])\s+(?=[\p{L}0-9"'“(])|\n+|\s[•·]\s/u,
    )
    .map((s) => s.replace(/^[\s\-*•·]+/, '').trim())
    .filter((s) => s.length > 0);
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** An answer as stored: trimmed, single-spaced, first letter capitalised, no trailing full stop. */
export function tidyAnswer(text: string): string {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:um+|erm+|uh+|well|so|ok(?:ay)?|right|hmm+)[,.!\s]+/i, '')
    .replace(/[.!\s]+$/, '')
    .trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** "Morag fraser" → "Morag Fraser"; keeps "McDonald", "O'Neill" and all-caps initials. */
export function titleCase(name: string): string {
  return name
    .split(/(\s+|-)/)
    .map((part) => (/^[a-z]/.test(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('');
}

/** Joins ["a","b","c"] as "a, b and c". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
