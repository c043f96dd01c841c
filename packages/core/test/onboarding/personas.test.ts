/**
 * The persona simulation suite: every owner in ./personas talks to the offline engine, answering
 * whatever field `asking` names (see README.md and simulate.ts). The floors are the product's
 * promise for onboarding: finished within 50 turns, at least 90 % of fields right, the expected
 * tags, and a pasted description filling at least 60 % of what it states.
 */
import { describe, expect, it } from 'vitest';
import { loadPersonas, simulate } from './simulate.ts';

const personas = loadPersonas();

describe('onboarding personas (offline engine)', () => {
  it('covers the cases the suite is meant to cover', () => {
    expect(personas.length).toBeGreaterThanOrEqual(8);
    const regions = new Set(personas.flatMap((p) => p.expectTags.regions));
    expect(regions.has('england') || regions.has('wales')).toBe(true);
    expect(new Set(personas.map((p) => p.expectTags.stage))).toEqual(
      new Set(['idea', 'startup', 'growth', 'established']),
    );
    expect(personas.some((p) => p.opening)).toBe(true);
    expect(personas.some((p) => (p.corrections ?? []).length > 0)).toBe(true);
    expect(
      personas.some((p) =>
        [
          'name',
          'gender',
          'age',
          'date_of_birth',
          'ethnicity',
          'religion',
          'accessibility',
          'caring_responsibilities',
        ].every((f) => p.answers[f as 'name'].expect === 'skip'),
      ),
    ).toBe(true);
  });

  it.each(personas.map((p) => [p.id, p] as const))(
    '%s completes with the right answers and tags',
    (_id, persona) => {
      const result = simulate(persona);
      expect(result.turns, result.transcript.join('\n')).toBeLessThanOrEqual(50);
      expect(result.completion).toBeGreaterThanOrEqual(95);
      const answered = 42 - result.wrong.filter((w) => w.value === null).length;
      expect(result.right / answered, JSON.stringify(result.wrong, null, 1)).toBeGreaterThanOrEqual(
        0.9,
      );
      expect(result.tagProblems).toEqual([]);
      if (persona.opening) {
        expect(result.openingFilled / result.openingTotal).toBeGreaterThanOrEqual(0.6);
      }
    },
  );
});
