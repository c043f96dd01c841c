import { and, eq, sql } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import type { Source } from '../pipeline/source-crawl-result.ts';
import {
  rowProblems,
  sourceFromRow,
  type Catalogue,
  type CatalogueProblem,
  type CatalogueRow,
} from './catalogue.ts';

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: CatalogueProblem[];
}

/** What the catalogue says about one organisation, as source columns. */
function catalogueValues(row: CatalogueRow) {
  const { url, type } = sourceFromRow(row);
  return {
    name: row.name,
    homepage: row.homepage || null,
    kind: row.kind,
    regions: row.regions,
    url,
    type,
    evidence: row.evidence || null,
  };
}

type Values = ReturnType<typeof catalogueValues>;

/**
 * What to change on a row the catalogue already imported. A homepage-only row keeps what
 * discovery found on that homepage; a row whose catalogue feed broke and was replaced by
 * discovery keeps the replacement until the catalogue names another feed. Anything else the
 * catalogue says wins, and a new URL to watch starts with fresh validators.
 */
function changesFor(existing: Source, row: CatalogueRow, values: Values) {
  const homepageOnly = !row.feedUrl;
  const sameHomepage = existing.homepage === values.homepage;
  const keepDiscovered =
    sameHomepage &&
    existing.discoveryStatus !== 'not-needed' &&
    (homepageOnly || existing.replacedUrl === values.url);
  const watch = keepDiscovered
    ? null
    : {
        url: values.url,
        type: values.type,
        ...(homepageOnly
          ? { discoveryStatus: 'pending' as const, foundBy: null }
          : { discoveryStatus: 'not-needed' as const, foundBy: 'catalogue', replacedUrl: null }),
      };
  const changed =
    existing.name !== values.name ||
    existing.homepage !== values.homepage ||
    existing.kind !== values.kind ||
    existing.regions.join(';') !== values.regions.join(';') ||
    existing.evidence !== values.evidence ||
    existing.parentId !== null ||
    (watch !== null &&
      (existing.url !== watch.url ||
        existing.type !== watch.type ||
        existing.discoveryStatus !== watch.discoveryStatus));
  return {
    changed,
    set: {
      name: values.name,
      homepage: values.homepage,
      kind: values.kind,
      regions: values.regions,
      evidence: values.evidence,
      // A row discovery had added under another organisation becomes an organisation itself.
      parentId: null,
      ...watch,
      // Validators belong to the old URL; the failure count and due time are kept.
      ...(watch && existing.url !== watch.url ? { etag: null, lastModified: null } : {}),
    },
  };
}

/**
 * Brings the `sources` table in line with the catalogue. Idempotent: a row is matched by the
 * URL it fetches, or (when that changed, or discovery replaced it) by its name among catalogue
 * sources; changed rows are updated, fetch state (failures, due time) is kept, nothing is ever
 * duplicated. A row with only a homepage is searched for feeds and listings on its first crawl.
 * Invalid rows are skipped and reported, never half-imported.
 */
export async function importCatalogue(db: Db, catalogue: Catalogue): Promise<ImportSummary> {
  const summary: ImportSummary = {
    rows: catalogue.rows.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
  };
  const hasEvidence = catalogue.columns.includes('evidence');
  for (const row of catalogue.rows) {
    const problems = rowProblems(row, hasEvidence);
    if (problems.length > 0) {
      summary.skipped.push({ line: row.line, message: problems.join('; ') });
      continue;
    }
    const values = catalogueValues(row);
    const [byUrl] = await db.select().from(sources).where(eq(sources.url, values.url)).limit(1);
    const [existing] = byUrl
      ? [byUrl]
      : await db
          .select()
          .from(sources)
          .where(
            and(eq(sources.origin, 'catalogue'), sql`lower(${sources.name}) = lower(${row.name})`),
          )
          .limit(1);
    if (!existing) {
      await db.insert(sources).values({
        ...values,
        origin: 'catalogue',
        ...(row.feedUrl
          ? { discoveryStatus: 'not-needed' as const, foundBy: 'catalogue' }
          : { discoveryStatus: 'pending' as const }),
      });
      summary.inserted++;
      continue;
    }
    const { changed, set } = changesFor(existing, row, values);
    if (!changed) {
      summary.unchanged++;
      continue;
    }
    await db
      .update(sources)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sources.id, existing.id));
    summary.updated++;
  }
  return summary;
}
