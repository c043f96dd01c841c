import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLabelled, loadRealWorld } from '../tools/tagger/dataset/labelled.ts';
import { foldOf } from '../tools/tagger/cross-validation.ts';
import { LEXICONS } from '../src/tagging/offline.ts';
import { readSectors, sectorRuleScores } from '../src/tagging/sectors.ts';
import { PhraseSet, sentencesOf } from '../src/tagging/sentences.ts';

describe('reading where words sit', () => {
  it('splits sentences after . ! ? ; and keeps amounts with decimal points whole', () => {
    const sentences = sentencesOf('Grants of £1.5m are open. Who can apply? Charities; and CICs!');
    expect(sentences.map((s) => s.raw)).toEqual([
      'Grants of £1.5m are open.',
      'Who can apply?',
      'Charities;',
      'and CICs!',
    ]);
  });

  it('finds cue phrases as whole words only', () => {
    const set = new PhraseSet(['open to', 'only']);
    expect(set.in(' the fund is open to charities ')).toBe(true);
    expect(set.in(' the fund is reopened today ')).toBe(false);
    expect(set.in(['for', 'members', 'only'])).toBe(true);
  });

  it('tells a sector in the title or the who-may-apply sentence from one in passing', () => {
    const reading = readSectors(
      {
        title: 'Support for food and drink producers',
        body: 'Producers based in Moray can apply for grants. Last year a software firm and a hotel also took part.',
      },
      LEXICONS.sectors,
    );
    const food = reading.sightings.get('food-drink')!;
    expect(food.title).toBeGreaterThan(0.8);
    expect(food.aimed).toBeGreaterThan(0);
    const tech = reading.sightings.get('digital-tech')!;
    expect(tech.aimed).toBe(0);
    expect(tech.passing).toBeGreaterThan(0);
    const scores = sectorRuleScores(reading);
    expect(scores.get('food-drink')!).toBeGreaterThan(0.8);
    expect(scores.get('digital-tech')!).toBeLessThan(0.3);
  });

  it('damps every sector when the text opens the item to all sectors', () => {
    const reading = readSectors(
      {
        title: 'Energy efficiency loans for retailers and manufacturers',
        body: 'Open to businesses in all sectors.',
      },
      LEXICONS.sectors,
    );
    expect(reading.everyId).toBe(true);
    for (const v of sectorRuleScores(reading).values()) expect(v).toBeLessThan(0.25);
  });
});

describe('the real-world sets', () => {
  const realWorld = loadRealWorld();

  it('load every file, valid, with no organisation on both sides of the split', () => {
    // 360 items in the two original files (the test split among them), then train-only extras
    // (rw-x-: round two, rw-x2-: round three, rw-x3-: round five, rw-x4-: round six, rw-x5-: round
    // seven, rw-x6-: round eight, rw-x7-: round nine, rw-x8-: round ten, rw-x9-: round eleven, rw-x10-: round twelve, rw-x11-: round thirteen, rw-x12-: round fourteen, rw-x13-: round fifteen, rw-x14-: round sixteen, rw-x15-: round seventeen, rw-x16-: round eighteen, rw-x17-: round nineteen, rw-x18-: round twenty, rw-x19-: round twenty-one, rw-x20-: round twenty-two, rw-x21-: round twenty-three).
    const extra = (i: { id: string }) => /^rw-x(?:[2-9]|1[0-9]|2[01])?-/.test(i.id);
    expect(realWorld.filter((i) => !extra(i)).length).toBe(360);
    expect(realWorld.filter(extra).every((i) => i.split === 'train')).toBe(true);
    expect(realWorld.filter((i) => i.split === 'test').length).toBe(127);
    expect(new Set(realWorld.map((i) => i.id)).size).toBe(realWorld.length);
    expect(realWorld.every((i) => i.origin === 'realworld' && i.voice && i.published)).toBe(true);
    // One organisation however it is spelt: "Dundee & Angus Chamber" is "Dundee and Angus Chamber".
    const named = (organisation: string) =>
      organisation
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const splitsOf = new Map<string, Set<string>>();
    for (const item of realWorld) {
      const splits = splitsOf.get(named(item.organisation)) ?? new Set<string>();
      splits.add(item.split);
      splitsOf.set(named(item.organisation), splits);
    }
    expect([...splitsOf].filter(([, splits]) => splits.size > 1).map(([org]) => org)).toEqual([]);
  });

  it('keeps an organisation in one cross-validation fold', () => {
    const folds = new Map<string, number>();
    for (const item of [...loadLabelled(), ...realWorld]) {
      const fold = foldOf(item, 5);
      expect(folds.get(item.organisation) ?? fold).toBe(fold);
      folds.set(item.organisation, fold);
    }
    expect(new Set(folds.values()).size).toBe(5);
  });

  it('refuses a test item in a train-only file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'thistle-extra-'));
    const path = join(dir, 'extra.jsonl');
    const train = realWorld.find((i) => i.split === 'train')!;
    writeFileSync(path, `${JSON.stringify(train)}\n`);
    expect(loadRealWorld([], [path])).toHaveLength(1);
    writeFileSync(path, `${JSON.stringify({ ...train, split: 'test' })}\n`);
    expect(() => loadRealWorld([], [path])).toThrow(/not a train item/);
  });

  it('refuses a line whose labels are not taxonomy ids, naming the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'thistle-labelled-'));
    const path = join(dir, 'bad.jsonl');
    const good = JSON.stringify(realWorld[0]);
    const bad = JSON.stringify({
      ...realWorld[0],
      labels: { ...realWorld[0]!.labels, sectors: ['fishing-boats'] },
    });
    writeFileSync(path, `${good}\n${bad}\n`);
    expect(() => loadLabelled(path)).toThrow(/line 2/);
  });
});
