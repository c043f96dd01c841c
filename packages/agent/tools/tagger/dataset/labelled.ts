import { readFileSync } from 'node:fs';
import type { Tags } from '../../../src/contracts.ts';

/** One line of data/labelled.jsonl. */
export interface LabelledItem {
  id: string;
  title: string;
  body: string;
  organisation: string;
  link: string;
  /** The publishing source's regions, as the catalogue gives them: the pipeline passes them to the tagger. */
  sourceRegions?: string[];
  /** How the item was made: written by hand, or combined from templates (dataset/generate.ts). */
  origin?: 'handwritten' | 'template';
  labels: {
    category: Tags['category'];
    regions: string[];
    stages: string[];
    sectors: string[];
    topics: string[];
  };
  split: 'train' | 'test';
}

export const LABELLED_PATH = new URL('../data/labelled.jsonl', import.meta.url);

export function loadLabelled(path: URL | string = LABELLED_PATH): LabelledItem[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabelledItem);
}
