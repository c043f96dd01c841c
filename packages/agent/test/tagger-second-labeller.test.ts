import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRealWorld } from '../tools/tagger/dataset/labelled.ts';
import {
  loadSecondLabels,
  SECOND_LABELLER_PATHS,
} from '../tools/tagger/dataset/second-labeller.ts';

describe("the second labeller's files", () => {
  const realWorld = loadRealWorld();
  const splitOf = new Map(realWorld.map((item) => [item.id, item.split]));

  it('cover the whole real-world test split, once each', () => {
    const ids = loadSecondLabels(SECOND_LABELLER_PATHS.test).map((l) => l.id);
    const testIds = realWorld.filter((i) => i.split === 'test').map((i) => i.id);
    expect([...ids].sort()).toEqual([...testIds].sort());
  });

  it('label only real-world train items in the train sample', () => {
    const labels = loadSecondLabels(SECOND_LABELLER_PATHS.trainSample);
    expect(labels.length).toBe(150);
    expect(labels.every((l) => splitOf.get(l.id) === 'train')).toBe(true);
  });

  it('refuses a line with an id outside the taxonomy or an item labelled twice, naming the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'second-labeller-'));
    const line = (sectors: string[]) =>
      JSON.stringify({
        id: 'rw-x',
        labels: {
          category: 'funding',
          regions: ['scotland'],
          stages: ['idea'],
          sectors,
          topics: ['grants'],
        },
        expected: { deadline: null, eventStart: '2025-05-01T10:00', amountMaxGbp: 500 },
      });
    const badId = join(dir, 'bad-id.jsonl');
    writeFileSync(badId, `${line(['fishing'])}\n`);
    expect(() => loadSecondLabels(badId)).toThrow(/line 1: not a sector id/);
    const twice = join(dir, 'twice.jsonl');
    writeFileSync(twice, `${line([])}\n${line([])}\n`);
    expect(() => loadSecondLabels(twice)).toThrow(/line 2: rw-x is labelled twice/);
  });
});
