import { describe, expect, it } from 'vitest';
import {
  emptyOnboardingData,
  fieldValue,
  FIELD_ORDER,
  SKIPPED,
  type OnboardingData,
  type OnboardingField,
} from '@thistle/shared';
import { offlineTurn } from '../../src/onboarding/offline-engine.ts';
import { deriveProfileTags } from '../../src/onboarding/profile-tags.ts';

const now = new Date('2026-11-23T10:00:00Z');

/** One reply to the question about `asking`, from `data`. */
function answer(
  asking: OnboardingField,
  message: string,
  data: OnboardingData = emptyOnboardingData(),
) {
  return offlineTurn({ data, message, asking, turn: 3, now });
}

describe('the offline engine reads natural answers', () => {
  it.each([
    ['age', "I'm 34", '34'],
    ['age', 'thirty-four next month', '34'],
    ['age', 'mid-forties', 'Mid 40s'],
    ['date_of_birth', 'born 3rd May 1990', '1990-05-03'],
    ['date_of_birth', '03/05/1990', '1990-05-03'],
    ['team_size', 'about five of us, two part-time', '5 (2 part-time)'],
    ['team_size', 'just me', '1 (just me)'],
    ['team_size', 'me and a couple of lads', '3'],
    ['business_age', 'we started in 2019', 'Trading since 2019 (about 7 years)'],
    ['business_age', "haven't started yet", 'Not trading yet'],
    [
      'sales_channels',
      'mostly Instagram and a Saturday market stall',
      'Mostly Instagram and a Saturday market stall',
    ],
    ['gender', 'prefer not to say', 'Prefer not to say'],
    ['customer_type', 'we sell to other businesses', 'B2B (other businesses)'],
    [
      'customer_type',
      'homeowners mostly, some builders',
      'B2B and B2C (other businesses and the public)',
    ],
    ['business_location', "we're based in Elgin, Moray", 'Elgin, Moray'],
    ['business_name', "it's called Crumb & Co", 'Crumb & Co'],
    ['growth_stage', 'Start-up', 'Start-up'],
  ] as const)('%s: "%s" → %s', (field, message, stored) => {
    const out = answer(field, message);
    expect(fieldValue(out.data, field)).toBe(stored);
    expect(out.asking).not.toBe(field);
  });

  it('records a skip so the question is not asked again, and it counts as answered', () => {
    const out = answer('ethnicity', 'skip');
    expect(fieldValue(out.data, 'ethnicity')).toBe(SKIPPED);
    expect(out.asking).not.toBe('ethnicity');
    expect(out.message).toMatch(/skip/i);
  });

  it('fills several fields from one answer', () => {
    const out = answer(
      'team_size',
      "it's just me and my sister, we've been going since 2016 in Elgin",
    );
    expect(fieldValue(out.data, 'team_size')).toBe('2');
    expect(fieldValue(out.data, 'business_age')).toContain('2016');
    expect(fieldValue(out.data, 'business_location')).toBe('Elgin');
    expect(out.message).toContain("you're based in Elgin");
  });

  it('takes a correction of an earlier answer, and keeps asking where it was', () => {
    let data = answer('business_location', 'Perth').data;
    data = answer('business_name', 'Crumb', data).data;
    const out = offlineTurn({
      data,
      message: 'actually we moved to Dundee',
      asking: 'team_size',
      turn: 9,
      now,
    });
    expect(fieldValue(out.data, 'business_location')).toBe('Dundee');
    expect(out.message).toContain('updated');
    expect(out.asking).toBe('team_size');
    expect(fieldValue(out.data, 'team_size')).toBeNull();
    expect(deriveProfileTags(out.data, now).regions).toEqual(['tayside-fife']);
  });

  it('never drops a value it was given', () => {
    let data = emptyOnboardingData();
    let asking: OnboardingField | null = null;
    const said = new Map<OnboardingField, string>();
    for (let turn = 0; turn < 60 && (asking !== null || turn === 0); turn++) {
      const out = offlineTurn({
        data,
        message: turn === 0 ? 'hello' : 'Something about it',
        asking,
        turn,
        now,
      });
      for (const field of FIELD_ORDER) {
        const before = said.get(field);
        if (before) expect(fieldValue(out.data, field)).not.toBeNull();
        const value = fieldValue(out.data, field);
        if (value) said.set(field, value);
      }
      data = out.data;
      asking = out.asking;
    }
  });

  it('explains why it asks, when asked back, and asks again', () => {
    const out = answer('age', 'why do you need that?');
    expect(out.asking).toBe('age');
    expect(fieldValue(out.data, 'age')).toBeNull();
    expect(out.message).toMatch(/young founders/);
  });

  it('asks again once, more plainly, when a number cannot be read, then keeps the words', () => {
    const first = offlineTurn({
      data: emptyOnboardingData(),
      message: 'old enough!',
      asking: 'age',
      turn: 2,
      now,
    });
    expect(first.asking).toBe('age');
    expect(first.message).toMatch(/didn't catch a number/);
    const second = offlineTurn({
      data: first.data,
      message: 'old enough!',
      asking: 'age',
      failedAttempts: 1,
      turn: 3,
      now,
    });
    expect(fieldValue(second.data, 'age')).toBe('Old enough');
  });

  it('offers quick replies where a field has natural options, and always a skip', () => {
    const out = answer('name', 'Morag Fraser');
    expect(out.asking).toBe('gender');
    expect(out.quickReplies).toEqual(['Female', 'Male', 'Non-binary', 'Prefer not to say', 'Skip']);
    expect(out.message).toContain('Lovely to meet you, Morag!');
  });

  it('finishes with nothing left to ask and points at Continue', () => {
    const data = emptyOnboardingData();
    for (const field of FIELD_ORDER) {
      (
        data[field in data.personalInfo ? 'personalInfo' : 'businessDetails'] as Record<
          string,
          string
        >
      )[field] = 'x';
    }
    const full: OnboardingData = { personalInfo: {}, businessOwner: {}, businessDetails: {} };
    for (const field of FIELD_ORDER) Object.assign(full, answer(field, 'skip', full).data);
    expect(answer('customer_growth_strategy', 'Word of mouth', full).asking).toBeNull();
    expect(answer('customer_growth_strategy', 'Word of mouth', full).message).toContain(
      'Press Continue',
    );
  });
});
