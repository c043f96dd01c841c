import { describe, expect, it } from 'vitest';
import { amountText, deadlineText, postTitle } from './post-facts';

const now = new Date('2026-11-23T12:00:00Z');

describe('what a post card says about deadlines and money', () => {
  it('counts down to the deadline, red under a week', () => {
    expect(deadlineText('2026-12-05T17:00:00Z', now)).toEqual({
      text: 'Closes in 12 days',
      urgent: false,
    });
    expect(deadlineText('2026-11-28T17:00:00Z', now)).toEqual({
      text: 'Closes in 5 days',
      urgent: true,
    });
    expect(deadlineText('2026-11-23T17:00:00Z', now)).toEqual({
      text: 'Closes today',
      urgent: true,
    });
    expect(deadlineText('2026-11-20T17:00:00Z', now)).toEqual({ text: 'Closed', urgent: false });
    expect(deadlineText(null, now)).toBeNull();
  });

  it('shows the most a business can get, and titles without a trailing colon', () => {
    expect(amountText(25_000)).toBe('Up to £25,000');
    expect(amountText(null)).toBeNull();
    expect(postTitle('Apply now: ')).toBe('Apply now');
  });
});
