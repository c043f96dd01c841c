/**
 * The ranking evaluation set: all 360 real-world labelled items (sorted by id) from the
 * tagger's data (packages/agent/tools/tagger/data/realworld/*.jsonl), with its human labels as
 * tags, and its dates moved to the evaluation's "now" so that each item is live: the time from
 * publication to the deadline or event is kept, only the whole item slides forward in time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const EVALUATION_NOW = new Date('2026-11-23T10:00:00Z');
const DAY_MS = 86_400_000;

interface LabelledRow {
  id: string;
  title: string;
  body: string;
  organisation: string;
  link: string;
  published: string;
  labels: {
    category: string;
    regions: string[];
    stages: string[];
    sectors: string[];
    topics: string[];
  };
  expected: { deadline: string | null; eventStart: string | null; amountMaxGbp: number | null };
  split: 'train' | 'test';
}

export interface EvaluationItem {
  id: string;
  title: string;
  body: string;
  group: string;
  link: string;
  category: string;
  regions: string[];
  stages: string[];
  sectors: string[];
  topics: string[];
  publishedAt: Date;
  deadline: Date | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  amountMaxGbp: number | null;
  /**
   * The tagger's split: the ranker was designed while looking only at `train` items; `test`
   * items were never inspected, so the figures on them are the held-out ones.
   */
  split: 'train' | 'test';
}

const DATA = new URL('../../../agent/tools/tagger/data/realworld/', import.meta.url);

function readRows(): LabelledRow[] {
  return ['scotland.jsonl', 'uk.jsonl'].flatMap((file) =>
    readFileSync(new URL(file, DATA), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as LabelledRow),
  );
}

/** A stable fraction in [0, 1) from the item's id, so the set is the same on every run. */
function fraction(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) / 2 ** 32;
}

const dateOf = (text: string) => new Date(`${text.slice(0, 10)}T12:00:00Z`);

/**
 * The item as if published `age` days before EVALUATION_NOW: up to 90 days for an undated item,
 * and for a dated one always early enough that its deadline or event is still ahead.
 */
function redated(row: LabelledRow): EvaluationItem {
  const published = dateOf(row.published);
  const leads = [row.expected.deadline, row.expected.eventStart]
    .filter((d): d is string => Boolean(d))
    .map((d) => (dateOf(d).getTime() - published.getTime()) / DAY_MS);
  const room = leads.length ? Math.max(0, Math.min(...leads) - 1) : 90;
  const ageDays = Math.floor(fraction(row.id) * Math.min(room, 90));
  const shift = EVALUATION_NOW.getTime() - ageDays * DAY_MS - published.getTime();
  const moved = (text: string | null) => (text ? new Date(dateOf(text).getTime() + shift) : null);
  const eventStart = moved(row.expected.eventStart);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    group: row.organisation,
    link: row.link,
    category: row.labels.category,
    regions: row.labels.regions,
    stages: row.labels.stages,
    sectors: row.labels.sectors,
    topics: row.labels.topics,
    publishedAt: new Date(published.getTime() + shift),
    deadline: moved(row.expected.deadline),
    eventStart,
    eventEnd: eventStart ? new Date(eventStart.getTime() + 4 * 3_600_000) : null,
    amountMaxGbp: row.expected.amountMaxGbp,
    split: row.split,
  };
}

export function loadEvaluationItems(): EvaluationItem[] {
  return readRows()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(redated);
}
