import { describe, expect, it } from 'vitest';
import { evaluate } from '../tools/tagger/evaluation.ts';
import { categoryScore, cohensKappa, microPrf, prf } from '../tools/tagger/metrics.ts';
import type { LabelledItem } from '../tools/tagger/dataset/labelled.ts';
import type { Tags } from '../src/contracts.ts';

describe('tagger metrics', () => {
  it('computes micro precision, recall and F1 on a hand-checked example', () => {
    // Item 1: expected {a,b}, predicted {a,c}: tp a; fp c; fn b.
    // Item 2: expected {a},   predicted {a}:   tp a.
    // Item 3: expected {b,c}, predicted {}:    fn b, c.
    // tp 2, fp 1, fn 3 → P 2/3, R 2/5, F1 = 2·(2/3)(2/5)/((2/3)+(2/5)) = 0.5
    const score = microPrf([
      { expected: ['a', 'b'], predicted: ['a', 'c'] },
      { expected: ['a'], predicted: ['a'] },
      { expected: ['b', 'c'], predicted: [] },
    ]);
    expect(score.tp).toBe(2);
    expect(score.fp).toBe(1);
    expect(score.fn).toBe(3);
    expect(score.precision).toBeCloseTo(2 / 3, 10);
    expect(score.recall).toBeCloseTo(0.4, 10);
    expect(score.f1).toBeCloseTo(0.5, 10);
  });

  it('treats an empty prediction for an empty truth as correct, and an empty prediction for a real label as zero precision', () => {
    expect(microPrf([{ expected: [], predicted: [] }]).f1).toBe(1);
    expect(prf(0, 0, 2)).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });

  it('computes accuracy and macro-F1 for the category on a hand-checked example', () => {
    // funding: tp 2, fp 1 (an event called funding), fn 0 → P 2/3, R 1, F1 0.8
    // events:  tp 1, fp 0, fn 1 → P 1, R 1/2, F1 2/3
    // guides:  tp 1, fp 0, fn 0 → F1 1
    // macro F1 = (0.8 + 2/3 + 1) / 3; accuracy 4/5
    const score = categoryScore([
      { expected: 'funding', predicted: 'funding' },
      { expected: 'funding', predicted: 'funding' },
      { expected: 'events', predicted: 'funding' },
      { expected: 'events', predicted: 'events' },
      { expected: 'courses-guides', predicted: 'courses-guides' },
    ]);
    expect(score.accuracy).toBeCloseTo(0.8, 10);
    expect(score.perClass.funding!.f1).toBeCloseTo(0.8, 10);
    expect(score.perClass.events!.f1).toBeCloseTo(2 / 3, 10);
    expect(score.macro.f1).toBeCloseTo((0.8 + 2 / 3 + 1) / 3, 10);
    expect(score.macro.precision).toBeCloseTo((2 / 3 + 1 + 1) / 3, 10);
  });

  it('scores a tagger against labelled items facet by facet', () => {
    const item = (category: Tags['category'], regions: string[]): LabelledItem => ({
      id: category,
      title: 't',
      body: 'b',
      organisation: 'o',
      link: 'https://example.org',
      labels: { category, regions, stages: ['idea'], sectors: [], topics: ['grants'] },
      split: 'test',
    });
    const tags = (category: Tags['category'], regions: string[]): Tags => ({
      category,
      regions,
      stages: ['idea', 'startup'],
      sectors: [],
      topics: ['grants'],
      confidence: { category: 1, regions: {}, stages: {}, sectors: {}, topics: {} },
      taggedBy: 'offline',
    });
    const answers = new Map([
      ['funding', tags('funding', ['scotland'])],
      ['events', tags('funding', ['uk'])],
    ]);
    const e = evaluate([item('funding', ['scotland']), item('events', ['scotland'])], (i) =>
      answers.get(i.id)!,
    );
    expect(e.category.accuracy).toBe(0.5);
    expect(e.regions).toMatchObject({ tp: 1, fp: 1, fn: 1 });
    expect(e.stages).toMatchObject({ tp: 2, fp: 2, fn: 0 });
    expect(e.stages.precision).toBe(0.5);
    expect(e.sectors.f1).toBe(1);
    expect(e.confusion.category.get('events → funding')).toBe(1);
    expect(e.confusion.false.regions.get('uk')).toBe(1);
    expect(e.confusion.missed.regions.get('scotland')).toBe(1);
  });

  it('counts the false-sector rate over the items open to every sector only', () => {
    const item = (id: string, sectors: string[]): LabelledItem => ({
      id,
      title: 't',
      body: 'b',
      organisation: 'o',
      link: 'https://example.org',
      labels: {
        category: 'funding',
        regions: ['uk'],
        stages: ['idea'],
        sectors,
        topics: ['grants'],
      },
      split: 'test',
    });
    const tags = (sectors: string[]): Tags => ({
      category: 'funding',
      regions: ['uk'],
      stages: ['idea'],
      sectors,
      topics: ['grants'],
      confidence: { category: 1, regions: {}, stages: {}, sectors: {}, topics: {} },
      taggedBy: 'offline',
    });
    // Three open items (one given a sector), one food item given food: 1 of 3 open items misled.
    const answers = new Map([
      ['open-1', tags([])],
      ['open-2', tags(['digital-tech'])],
      ['open-3', tags([])],
      ['food', tags(['food-drink'])],
    ]);
    const e = evaluate(
      [item('open-1', []), item('open-2', []), item('open-3', []), item('food', ['food-drink'])],
      (i) => answers.get(i.id)!,
    );
    expect(e.falseSector).toEqual({ open: 3, tagged: 1, rate: 1 / 3 });
    expect(e.sectors).toMatchObject({ tp: 1, fp: 1, fn: 0 });
  });

  it("computes Cohen's kappa on a hand-checked example: 70 % agreement where chance gives 50 % is 0.4", () => {
    const pairs: Array<[string, string]> = [
      ...Array.from({ length: 20 }, (): [string, string] => ['funding', 'funding']),
      ...Array.from({ length: 5 }, (): [string, string] => ['funding', 'events']),
      ...Array.from({ length: 10 }, (): [string, string] => ['events', 'funding']),
      ...Array.from({ length: 15 }, (): [string, string] => ['events', 'events']),
    ];
    expect(cohensKappa(pairs)).toBeCloseTo(0.4, 10);
    expect(
      cohensKappa([
        ['events', 'events'],
        ['funding', 'funding'],
      ]),
    ).toBe(1);
    expect(
      cohensKappa([
        ['events', 'funding'],
        ['funding', 'events'],
      ]),
    ).toBeCloseTo(-1, 10);
    expect(cohensKappa([])).toBe(0);
  });
});
