import { describe, expect, it } from 'vitest';
import { normalise } from '../src/normalise.ts';
import { PhraseMatcher } from '../src/phrase-matcher.ts';

describe('PhraseMatcher', () => {
  const matcher = new PhraseMatcher(['trade mission', 'mission', 'meet the buyer'].map(normalise));

  it('finds every phrase once, as whole words', () => {
    expect(
      [...matcher.find(normalise('A trade mission, then a meet-the-buyer day.'))].sort(),
    ).toEqual([0, 1, 2]);
    expect(matcher.find(normalise('Permission to trade')).size).toBe(0);
  });

  it('says whether any phrase occurs, stopping at the first', () => {
    expect(matcher.occursIn(normalise('Meet the buyer at noon'))).toBe(true);
    expect(matcher.occursIn(normalise('Meet the buyers at noon'))).toBe(false);
    expect(matcher.any(['the', 'trade', 'mission'])).toBe(true);
    expect(matcher.any(['trade', 'fair'])).toBe(false);
  });

  it('reads each text afresh, though the last split is kept', () => {
    const first = normalise('a trade mission');
    const second = normalise('a trade fair');
    expect(matcher.occursIn(first)).toBe(true);
    expect(matcher.occursIn(second)).toBe(false);
    expect(matcher.occursIn(first)).toBe(true);
  });
});
