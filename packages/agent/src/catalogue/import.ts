import { and, eq, sql } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import { rowProblems, sourceFromRow, type Catalogue, type CatalogueProblem } from './catalogue.ts';

export interface ImportSummary {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: CatalogueProblem[];
}

/**
 * Brings the `sources` table in line with the catalogue. Idempotent: a row is matched by the
 * URL it fetches, or (when its feed URL changed) by its name among catalogue sources; changed
 * rows are updated, fetch state (failures, due time) is kept, nothing is ever duplicated.
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
    const { url, type } = sourceFromRow(row);
    const values = {
      name: row.name,
      homepage: row.homepage || null,
      kind: row.kind,
      regions: row.regions,
      url,
      type,
      evidence: row.evidence || null,
    };
    const [byUrl] = await db.select().from(sources).where(eq(sources.url, url)).limit(1);
    const [byName] = byUrl
      ? [byUrl]
      : await db
          .select()
          .from(sources)
          .where(
            and(eq(sources.origin, 'catalogue'), sql`lower(${sources.name}) = lower(${row.name})`),
          )
          .limit(1);
    if (!byName) {
      await db.insert(sources).values({ ...values, origin: 'catalogue' });
      summary.inserted++;
      continue;
    }
    const existing = byName;
    const changed =
      existing.name !== values.name ||
      existing.homepage !== values.homepage ||
      existing.kind !== values.kind ||
      existing.regions.join(';') !== values.regions.join(';') ||
      existing.url !== values.url ||
      existing.type !== values.type ||
      existing.evidence !== values.evidence;
    if (!changed) {
      summary.unchanged++;
      continue;
    }
    await db
      .update(sources)
      .set({
        ...values,
        // Validators belong to the old URL; the failure count and due time are kept.
        ...(existing.url !== url ? { etag: null, lastModified: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(sources.id, existing.id));
    summary.updated++;
  }
  return summary;
}
