/**
 * Pasted descriptions (descriptions.json, 46 owners' "about us" texts, bios, applications and
 * chat messages written without looking at the engine): one message, every field it can fill.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyOnboardingData, fieldValue, type OnboardingField } from '@thistle/shared';
import { offlineTurn } from '../../src/onboarding/offline-engine.ts';
import { deriveProfileTags } from '../../src/onboarding/profile-tags.ts';
import { meets } from './simulate.ts';

interface Description {
  id: string;
  text: string;
  expect: Partial<Record<OnboardingField, string[]>>;
  expectTags: { regions: string[]; sectors: string[]; stage?: string };
}

const descriptions = JSON.parse(
  readFileSync(new URL('./descriptions.json', import.meta.url), 'utf8'),
) as Description[];
const now = new Date('2026-11-23T10:00:00Z');

function read(description: Description) {
  const out = offlineTurn({
    data: emptyOnboardingData(),
    message: description.text,
    asking: null,
    turn: 0,
    now,
  });
  return {
    data: out.data,
    reply: out.message,
    asking: out.asking,
    tags: deriveProfileTags(out.data, now),
  };
}

describe('a pasted description', () => {
  it('fills at least 90 % of the fields the descriptions state, and their regions', () => {
    let right = 0;
    let total = 0;
    let regionsRight = 0;
    for (const description of descriptions) {
      const { data, tags } = read(description);
      for (const [field, expected] of Object.entries(description.expect)) {
        total++;
        if (meets(fieldValue(data, field as OnboardingField), expected!)) right++;
      }
      if (description.expectTags.regions.every((r) => tags.regions.includes(r))) regionsRight++;
    }
    expect(right / total).toBeGreaterThanOrEqual(0.9);
    expect(regionsRight / descriptions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('then asks only about what is missing, and says what it took', () => {
    const { data, reply, asking } = read(
      descriptions.find((d) => d.id === 'orkney-gin-distillery')!,
    );
    expect(reply).toMatch(/I've filled in \d+ things from that/);
    expect(asking).toBe('name');
    expect(fieldValue(data, 'business_location')).toContain('Stromness');
  });
});
