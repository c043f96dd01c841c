import { describe, expect, it } from 'vitest';
import { ALL_FIELDS, loadAndValidate } from './validate.ts';

describe('onboarding test data', () => {
  const { errors, coverage } = loadAndValidate();

  it('is well formed, uses taxonomy ids and covers the required cases', () => {
    expect(errors).toEqual([]);
  });

  it('has at least 10 personas answering all 42 fields and 40 descriptions', () => {
    expect(ALL_FIELDS).toHaveLength(42);
    expect(coverage.personas.length).toBeGreaterThanOrEqual(10);
    for (const p of coverage.personas)
      expect(Object.keys(p.answers).sort()).toEqual([...ALL_FIELDS].sort());
    expect(coverage.descriptions.length).toBeGreaterThanOrEqual(40);
  });
});
