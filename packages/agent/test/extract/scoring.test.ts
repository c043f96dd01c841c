/** The extraction evaluator's scoring: what counts as right, and how misses are sorted. */
import { describe, expect, it } from 'vitest';
import type { ExtractedFacts } from '../../src/contracts.ts';
import { zonedTime } from '../../src/time.ts';
import { loadRealWorld, type RealWorldItem } from '../../tools/extract/realworld.ts';
import { missKind, scoreExtraction } from '../../tools/extract/scoring.ts';

const item = (id: string, expected: RealWorldItem['expected']): RealWorldItem => ({
  id,
  title: id,
  body: '',
  published: '2025-01-10',
  expected,
  split: 'train',
});
const facts = (partial: Partial<ExtractedFacts>): ExtractedFacts => ({
  deadline: null,
  amountMaxGbp: null,
  eventStart: null,
  eventEnd: null,
  location: null,
  organisation: null,
  ...partial,
});

describe('scoreExtraction', () => {
  it('compares London dates, and times only when the expectation has one', () => {
    const items = [
      item('date-only', { deadline: '2025-06-15', eventStart: null, amountMaxGbp: null }),
      item('timed', { deadline: '2025-03-14T17:00', eventStart: null, amountMaxGbp: null }),
      item('late', { deadline: '2025-03-14T17:00', eventStart: null, amountMaxGbp: null }),
    ];
    const answers: Record<string, ExtractedFacts> = {
      // 00:30 on 15 June in London is still 14 June in UTC: the London date counts.
      'date-only': facts({ deadline: zonedTime(2025, 6, 15, 0, 30) }),
      timed: facts({ deadline: zonedTime(2025, 3, 14, 17, 0) }),
      late: facts({ deadline: zonedTime(2025, 3, 14, 23, 59) }),
    };
    const { scores, misses } = scoreExtraction(items, (i) => answers[i.id]!);
    expect(scores.deadline).toEqual({ stated: 3, right: 2, falsePositives: 0, unstated: 0 });
    expect(misses).toEqual([
      {
        id: 'late',
        fact: 'deadline',
        kind: 'wrong time',
        expected: '2025-03-14T17:00',
        got: '2025-03-14T23:59',
      },
    ]);
  });

  it('counts a fact extracted where none is stated as a false positive', () => {
    const items = [item('none', { deadline: null, eventStart: null, amountMaxGbp: null })];
    const { scores } = scoreExtraction(items, () =>
      facts({ amountMaxGbp: 5000, eventStart: zonedTime(2025, 6, 3) }),
    );
    expect(scores.amountMaxGbp).toEqual({ stated: 0, right: 0, falsePositives: 1, unstated: 1 });
    expect(scores.eventStart.falsePositives).toBe(1);
    expect(scores.deadline.falsePositives).toBe(0);
  });
});

describe('missKind', () => {
  it.each([
    ['2025-03-14', null, 'none extracted'],
    [null, '2025-03-14', 'extra'],
    ['2025-03-14', '2026-03-14', 'wrong year'],
    ['2025-03-14', '2025-03-15', 'wrong day'],
    ['2025-03-14T17:00', '2025-03-14T23:59', 'wrong time'],
    [25_000, 100_000, 'too high'],
    [25_000, 5_000, 'too low'],
  ] as const)('%s vs %s: %s', (expected, got, kind) => {
    expect(missKind(expected, got)).toBe(kind);
  });
});

describe('the real-world set', () => {
  it('loads with a publication date and a split on every item', () => {
    const items = loadRealWorld();
    expect(items.length).toBeGreaterThan(300);
    expect(new Set(items.map((i) => i.split))).toEqual(new Set(['train', 'test']));
  });
});
