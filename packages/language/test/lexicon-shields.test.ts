import { describe, expect, it } from 'vitest';
import { compileLexicon, normalise, scoreLexicon, SECTOR_CUES } from '../src/index.ts';

describe('a lexicon shield (a phrase of weight 0)', () => {
  const sectors = compileLexicon(SECTOR_CUES);
  const sectorsOf = (text: string) => scoreLexicon(sectors, normalise(text));

  it('keeps a cue inside it from being read: a wind farm is no farm', () => {
    expect(sectorsOf('Wind farm community benefit fund opens').has('agriculture-rural')).toBe(
      false,
    );
    expect(sectorsOf('Grants from the solar farms fund').has('agriculture-rural')).toBe(false);
  });

  it('leaves the cue alone elsewhere in the same text', () => {
    const scores = sectorsOf('The wind farm fund also backs farm diversification');
    expect(scores.get('agriculture-rural')).toBeCloseTo(0.75);
  });

  it('is never a cue of its own', () => {
    expect(sectors.cues.some((cue) => cue.weight === 0)).toBe(false);
    expect(sectors.shields).toContainEqual(['wind', 'farm']);
  });
});
