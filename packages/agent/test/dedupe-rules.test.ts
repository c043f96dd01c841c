import { describe, expect, it } from 'vitest';
import { canonicalLink } from '../src/pipeline/canonical.ts';
import { fingerprint, textOverlap, titleSimilarity } from '../src/pipeline/fingerprint.ts';
import { backoffDelay, SCHEDULE } from '../src/sources/schedule.ts';

describe('canonical links', () => {
  it.each([
    ['https://WWW.Example.org/grants/a/', 'example.org/grants/a'],
    ['http://example.org/grants/a#apply', 'example.org/grants/a'],
    ['https://example.org/a?utm_source=x&utm_medium=y&fbclid=1&gclid=2', 'example.org/a'],
    ['https://example.org/a?b=2&a=1', 'example.org/a?a=1&b=2'],
    ['https://example.org:8443/a', 'example.org:8443/a'],
    ['https://example.org/', 'example.org'],
    ['mailto:someone@example.org', null],
    ['not a url', null],
  ])('%s → %s', (link, canonical) => {
    expect(canonicalLink(link)).toBe(canonical);
  });

  it('resolves relative links against the feed', () => {
    expect(canonicalLink('/news/1', 'https://www.fife.gov.uk/feed')).toBe('fife.gov.uk/news/1');
  });
});

describe('near-duplicate text', () => {
  it('the fingerprint ignores case, punctuation and spacing, not wording', () => {
    expect(fingerprint('Fife Grant', 'Up to £5,000 — for Fife firms.')).toBe(
      fingerprint('FIFE GRANT', 'up to £5 000 for  fife firms'),
    );
    expect(fingerprint('Fife Grant', 'Up to £5,000 for Fife firms.')).not.toBe(
      fingerprint('Fife Grant', 'Up to £9,000 for Angus firms.'),
    );
  });

  it('titles that name different editions are not alike', () => {
    expect(titleSimilarity('Tayside Growth Grant', 'Tayside Growth Grant now open')).toBe(0.6);
    expect(titleSimilarity('Business breakfast: March', 'Business breakfast: April')).toBe(0);
    expect(titleSimilarity('Round 3 of the Fund', 'Round 4 of the Fund')).toBe(0);
    expect(titleSimilarity('Fund 2027', 'Fund')).toBe(0.5);
  });

  it('a teaser overlaps the full announcement; different texts do not', () => {
    const full =
      'The Tayside Growth Grant offers up to £25k to small manufacturers investing in new equipment. Applications close in March.';
    expect(
      textOverlap('The Tayside Growth Grant offers up to £25k to small manufacturers', full),
    ).toBe(1);
    expect(textOverlap('A breakfast for exporters in Perth with trade advisers', full)).toBe(0);
  });
});

describe('back-off', () => {
  it('doubles from an hour to at most a week, and honours a longer Retry-After', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n) / 3_600_000)).toEqual([1, 2, 4, 8]);
    expect(backoffDelay(30)).toBe(SCHEDULE.maxBackoffMs);
    expect(backoffDelay(1, 3 * 3600)).toBe(3 * 3_600_000);
    expect(backoffDelay(3, 60)).toBe(4 * 3_600_000);
  });
});
