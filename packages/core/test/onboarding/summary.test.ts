/**
 * The offline profile summary reads as written for the owner: one sentence of a pasted
 * description said once, whole clauses quoted rather than forced into a list, labels keeping
 * their capitals, and no mailbox string used as a name.
 */
import { describe, expect, it } from 'vitest';
import { emptyOnboardingData, groupOf, type OnboardingData } from '@thistle/shared';
import { deriveProfileTags } from '../../src/onboarding/profile-tags.ts';
import { readMessage } from '../../src/onboarding/read-message.ts';
import { nameFromEmail, offlineSummary } from '../../src/onboarding/summary.ts';

const now = new Date('2026-11-23T12:00:00Z');
const DESCRIPTION =
  'I run Bothy Bakes, a craft bakery in Peebles. Started in 2021 with my partner, five staff now, two part-time. Sourdough, pastries, cakes; our shop, a Saturday market and wholesale to cafes. We want to open a second shop in Galashiels and need funding and help hiring.';

/** What the engine stores after the description is pasted before the first question. */
function described(): OnboardingData {
  const data = emptyOnboardingData();
  const reading = readMessage(DESCRIPTION, {
    data,
    asking: null,
    previouslyAsked: null,
    failedAttempts: 0,
    now,
  });
  for (const [field, value] of reading.updates) {
    (data[groupOf(field)] as Record<string, string>)[field] = value;
  }
  return data;
}

describe('the offline profile summary', () => {
  it('says a sentence of the description once, quoting it where it is a whole clause', () => {
    const data = described();
    const summary = offlineSummary(data, deriveProfileTags(data, now), null);
    const second = summary.match(/second shop in Galashiels/g) ?? [];
    expect(second).toHaveLength(1);
    expect(summary).not.toMatch(/Plans include we\b/);
    expect(summary).not.toMatch(/help with we\b/);
  });

  it('finds the help asked for in "need funding and help hiring"', () => {
    const tags = deriveProfileTags(described(), now);
    expect(tags.topicsNeeded).toEqual(expect.arrayContaining(['grants', 'recruitment-employment']));
  });

  it('keeps the capitals of a sector label and calls a nameless owner "the owner"', () => {
    const data = described();
    const summary = offlineSummary(data, deriveProfileTags(data, now), null);
    expect(summary).not.toMatch(/\(food & Drink/);
    expect(summary).toMatch(/^The owner runs Bothy Bakes/);
    expect(summary).toContain("In the owner's words");
  });

  it('takes a name from the mailbox only when it reads as a person’s', () => {
    expect(nameFromEmail('morag.reid@example.scot')).toBe('Morag Reid');
    expect(nameFromEmail('catriona@bothybakes.scot')).toBe('Catriona');
    expect(nameFromEmail('info@bothybakes.scot')).toBeNull();
    expect(nameFromEmail('walk-mwtx94lq-0@example.scot')).toBeNull();
    expect(nameFromEmail('jd2021@example.com')).toBeNull();
  });
});
