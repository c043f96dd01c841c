/**
 * Title keys find the items a title may be a near-copy of: every title at the near-duplicate
 * threshold or above shares a key with the lookup (in practice), numbered editions do not.
 */
import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_TITLE, titleSimilarity } from '../src/pipeline/fingerprint.ts';
import { mentionsEditionsOf, titleKeys, titleLookupKeys } from '../src/pipeline/title-keys.ts';

const shareKey = (stored: string, lookup: string) => {
  const keys = new Set(titleKeys(stored));
  return titleLookupKeys(lookup).some((k) => keys.has(k));
};

const WORDS =
  'tayside growth grant fund business scotland export digital net zero skills training workshop innovation loan tourism food drink manufacturing retail support advice council enterprise programme scheme webinar network breakfast green energy'.split(
    ' ',
  );

/** A deterministic title of n words from a seed. */
function title(seed: number, n: number): string[] {
  const words: string[] = [];
  for (let i = 0; words.length < n; i++) {
    const word = WORDS[(seed * 7 + i * 13 + ((seed * i) % 5)) % WORDS.length]!;
    if (!words.includes(word)) words.push(word);
  }
  return words;
}

describe('title keys', () => {
  it('are 32-bit integers, the same for the same words', () => {
    const keys = titleKeys('Tayside Growth Grant');
    expect(keys.every((k) => Number.isInteger(k) && k >= -(2 ** 31) && k < 2 ** 31)).toBe(true);
    expect(titleKeys('TAYSIDE growth grant!')).toEqual(keys);
  });

  it('find the same title, a reworded one and one that adds or drops a few words', () => {
    expect(shareKey('Tayside Growth Grant', 'Tayside Growth Grant')).toBe(true);
    expect(shareKey('Tayside Growth Grant', 'Tayside Growth Grant now open')).toBe(true);
    expect(shareKey('Scottish EDGE round 24 now open', 'Scottish EDGE now open')).toBe(true);
    expect(shareKey('Scottish EDGE now open', 'Scottish EDGE round 24 now open')).toBe(true);
  });

  it('keep numbered editions apart', () => {
    expect(shareKey('Business breakfast: March', 'Business breakfast: April')).toBe(false);
    expect(shareKey('Round 3 of the Growth Fund', 'Round 4 of the Growth Fund')).toBe(false);
    expect(
      shareKey(
        'Source 12 grant number 3: Growth Fund 12-3',
        'Source 14 grant number 5: Growth Fund 14-5',
      ),
    ).toBe(false);
  });

  it('miss almost no pair at or above the near-duplicate threshold', () => {
    let pairs = 0;
    let found = 0;
    for (let seed = 0; seed < 400; seed++) {
      const words = title(seed, 4 + (seed % 8));
      // Drop, add or swap a word or two: similarities from about 0.5 to 1.
      const variant = [...words];
      if (seed % 3 === 0) variant.pop();
      if (seed % 4 === 0) variant.push('now', 'open');
      if (seed % 5 === 0) variant[0] = 'regional';
      const a = words.join(' ');
      const b = variant.join(' ');
      if (titleSimilarity(a, b) < NEAR_DUPLICATE_TITLE) continue;
      pairs++;
      if (shareKey(a, b)) found++;
    }
    expect(pairs).toBeGreaterThan(250);
    expect(found / pairs).toBeGreaterThan(0.97);
  });

  it('require a candidate to name the numbers and months of the title', () => {
    expect(mentionsEditionsOf('Growth Fund 2027', 'Growth Fund: apply by March 2027')).toBe(true);
    expect(mentionsEditionsOf('Growth Fund 12-3', 'Growth Fund 3-3, item 3')).toBe(false);
    expect(mentionsEditionsOf('Growth Fund', 'anything at all')).toBe(true);
  });
});
