/**
 * The smallest sum an offer deals in, as its text states it: "transactions start at £25
 * million", "minimum award £100k", "loans of £250,000 to £2 million". A scheme whose smallest
 * loan is many times what a business of the owner's stage could use is not for them. Several
 * tiers ("minimum £100k ... feasibility studies, minimum £20k") keep the smallest.
 */

const SUM = '£\\s?(\\d[\\d,]*(?:\\.\\d+)?)\\s?(million|m|bn|billion|k)?\\b';
const MINIMUM_PATTERNS = [
  new RegExp(
    `\\b(?:transactions|loans?|awards?|grants?|investments?|facilities|deals?) (?:start|starting|begin|range) (?:at|from) ${SUM}`,
    'gi',
  ),
  new RegExp(
    `\\bminimum(?: (?:award|loan|grant|investment|transaction|facility|deal))?(?: size| value| amount)?(?: of| is)? ${SUM}`,
    'gi',
  ),
  new RegExp(`\\b(?:from |of )?${SUM} (?:to|-|–) £\\s?\\d`, 'gi'),
];

const UNIT: Record<string, number> = { million: 1e6, m: 1e6, bn: 1e9, billion: 1e9, k: 1e3 };

function pounds(digits: string, unit: string | undefined): number {
  return Number(digits.replace(/,/g, '')) * (unit ? (UNIT[unit.toLowerCase()] ?? 1) : 1);
}

export function statedMinimumGbp(text: string): number | null {
  let smallest: number | null = null;
  for (const pattern of MINIMUM_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const sum = pounds(m[1]!, m[2]);
      if (sum > 0 && (smallest === null || sum < smallest)) smallest = sum;
    }
  }
  return smallest;
}
