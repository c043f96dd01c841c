import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isTaxonomyId } from '@thistle/shared';
import type { FeedType } from '../contracts.ts';
import { FEED_TYPES, isHttpUrl } from '../sources/sources.ts';
import { parseCsv } from './csv.ts';

export const CATALOGUE_PATH = fileURLToPath(
  new URL('../../catalogue/sources.csv', import.meta.url),
);

/** The catalogue's columns; the 291-row seed has no evidence or checked_on yet. */
export const CATALOGUE_COLUMNS = [
  'name',
  'homepage',
  'kind',
  'regions',
  'feed_url',
  'feed_type',
  'evidence',
  'checked_on',
  'notes',
] as const;
export const SEED_COLUMNS = [
  'name',
  'homepage',
  'kind',
  'regions',
  'feed_url',
  'feed_type',
  'notes',
];

export interface CatalogueRow {
  /** 2 for the first data row: the line an editor looks at. */
  line: number;
  name: string;
  homepage: string;
  kind: string;
  regions: string[];
  feedUrl: string;
  feedType: string;
  evidence: string;
  checkedOn: string;
  notes: string;
}

export interface Catalogue {
  columns: string[];
  rows: CatalogueRow[];
}

export function parseCatalogue(text: string): Catalogue {
  const [header, ...records] = parseCsv(text);
  const columns = (header ?? []).map((c) => c.trim());
  const at = (record: string[], name: string) => {
    const index = columns.indexOf(name);
    return index < 0 ? '' : (record[index] ?? '').trim();
  };
  const rows = records.map((record, index) => ({
    line: index + 2,
    name: at(record, 'name'),
    homepage: at(record, 'homepage'),
    kind: at(record, 'kind'),
    regions: at(record, 'regions')
      .split(';')
      .map((r) => r.trim())
      .filter(Boolean),
    feedUrl: at(record, 'feed_url'),
    feedType: at(record, 'feed_type'),
    evidence: at(record, 'evidence'),
    checkedOn: at(record, 'checked_on'),
    notes: at(record, 'notes'),
  }));
  return { columns, rows };
}

export function readCatalogueFile(path = CATALOGUE_PATH): Catalogue {
  return parseCatalogue(readFileSync(path, 'utf8'));
}

/** What a row is imported as: the feed when there is one, else the homepage read as a listing. */
export function sourceFromRow(row: CatalogueRow): { url: string; type: FeedType } {
  if (row.feedUrl) return { url: row.feedUrl, type: (row.feedType || 'html') as FeedType };
  return { url: row.homepage, type: 'html' };
}

/** Organisation names compared without case, punctuation, "the" or a trailing "Ltd". */
export function normaliseOrganisation(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(the|ltd|limited)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function normaliseHomepage(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname.toLowerCase().replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url;
  }
}

export interface CatalogueProblem {
  line: number;
  message: string;
}

/**
 * Every problem with one row on its own: required fields, taxonomy ids, URL syntax, feed type,
 * and evidence for any URL when the file has an evidence column.
 */
export function rowProblems(row: CatalogueRow, hasEvidence: boolean): string[] {
  const problems: string[] = [];
  if (!row.name) problems.push('no name');
  if (!row.kind) problems.push('no kind');
  if (!/^[a-z][a-z-]*$/.test(row.kind || 'x')) problems.push(`kind "${row.kind}" is not an id`);
  if (!row.homepage && !row.feedUrl) problems.push('neither a homepage nor a feed URL');
  if (row.homepage && !isHttpUrl(row.homepage))
    problems.push(`homepage "${row.homepage}" is not a URL`);
  if (row.feedUrl && !isHttpUrl(row.feedUrl))
    problems.push(`feed_url "${row.feedUrl}" is not a URL`);
  if (row.feedType && !FEED_TYPES.includes(row.feedType as FeedType)) {
    problems.push(`feed_type "${row.feedType}" is not one of ${FEED_TYPES.join(', ')}`);
  }
  if (row.feedUrl && !row.feedType) problems.push('feed_url without a feed_type');
  if (!row.feedUrl && row.feedType) problems.push('feed_type without a feed_url');
  for (const region of row.regions) {
    if (!isTaxonomyId('region', region)) problems.push(`region "${region}" is not a taxonomy id`);
  }
  if (hasEvidence && (row.homepage || row.feedUrl) && !row.evidence) problems.push('no evidence');
  if (row.checkedOn && !/^\d{4}-\d{2}-\d{2}$/.test(row.checkedOn)) {
    problems.push(`checked_on "${row.checkedOn}" is not YYYY-MM-DD`);
  }
  return problems;
}

/** Problems across the whole file: the header, each row, and duplicate organisations. */
export function validateCatalogue(catalogue: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const isFull = CATALOGUE_COLUMNS.every((c, i) => catalogue.columns[i] === c);
  const isSeed = SEED_COLUMNS.every((c, i) => catalogue.columns[i] === c);
  if (!isFull && !isSeed) {
    problems.push({
      line: 1,
      message: `columns must be ${CATALOGUE_COLUMNS.join(',')} (got ${catalogue.columns.join(',')})`,
    });
  }
  const hasEvidence = catalogue.columns.includes('evidence');
  const names = new Map<string, number>();
  const homepages = new Map<string, number>();
  const urls = new Map<string, number>();
  for (const row of catalogue.rows) {
    for (const message of rowProblems(row, hasEvidence)) problems.push({ line: row.line, message });
    const name = normaliseOrganisation(row.name);
    if (name && names.has(name)) {
      problems.push({ line: row.line, message: `same organisation as line ${names.get(name)}` });
    } else names.set(name, row.line);
    if (row.homepage) {
      const home = normaliseHomepage(row.homepage);
      if (homepages.has(home)) {
        problems.push({ line: row.line, message: `same homepage as line ${homepages.get(home)}` });
      } else homepages.set(home, row.line);
    }
    const { url } = sourceFromRow(row);
    if (url && urls.has(url)) {
      problems.push({ line: row.line, message: `fetches the same URL as line ${urls.get(url)}` });
    } else if (url) urls.set(url, row.line);
  }
  return problems;
}
